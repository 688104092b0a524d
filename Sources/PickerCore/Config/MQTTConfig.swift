/// The fleet bridge's broker (`mqtt` in the config). Only `panel-picker mqtt` reads it;
/// the kiosk validates it with the rest of the file and never touches the network.
package struct MQTTConfig: Equatable, Sendable {
    package enum Transport: String, Sendable {
        /// Plain TCP (`mqtt://`).
        case tcp = "mqtt"
        /// TLS, verified against `ca_file` (`mqtts://`).
        case tls = "mqtts"
    }

    package var transport: Transport
    package var host: String
    package var port: Int
    /// nil: the machine's hostname (the adapter reads it).
    package var nodeID: String?
    package var discoveryPrefix = "homeassistant"
    /// nil: `panel-picker/<node_id>`.
    package var baseTopic: String?
    package var username: String?
    /// The password lives in its own file (mode 0600, root's), never in the config.
    package var passwordFile: String?
    package var caFile: String?
    package var certFile: String?
    package var keyFile: String?
    package var keepaliveS = 60

    package init(transport: Transport, host: String, port: Int) {
        self.transport = transport
        self.host = host
        self.port = port
    }

    /// The base topic once the node id is known.
    package func baseTopic(nodeID: String) -> String { baseTopic ?? "panel-picker/\(nodeID)" }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> MQTTConfig {
        var reader = try ObjectReader(value, path: path)
        for secret in ["password", "passwd", "secret", "token"] where reader.has(secret) {
            throw ConfigError(path: reader.keyPath(secret), message: "secrets never go in the config file: put the password in a file only the bridge may read and name it in \"password_file\"")
        }
        var config = try reader.required("broker", decodeBroker)
        config.nodeID = try reader.optional("node_id", decodeNodeID)
        config.discoveryPrefix = try reader.optional("discovery_prefix", decodeTopic) ?? config.discoveryPrefix
        config.baseTopic = try reader.optional("base_topic", decodeTopic)
        config.username = try reader.optional("username", Decode.nonEmptyString)
        config.passwordFile = try reader.optional("password_file", Decode.absolutePath)
        config.caFile = try reader.optional("ca_file", Decode.absolutePath)
        config.certFile = try reader.optional("cert_file", Decode.absolutePath)
        config.keyFile = try reader.optional("key_file", Decode.absolutePath)
        config.keepaliveS = try reader.optional("keepalive_s", Decode.int(in: 5...3600)) ?? config.keepaliveS
        try reader.finish()
        if config.passwordFile != nil && config.username == nil {
            throw ConfigError(path: reader.keyPath("password_file"), message: "needs \"username\": a password is sent with a user name")
        }
        if (config.certFile == nil) != (config.keyFile == nil) {
            let given = config.certFile == nil ? "key_file" : "cert_file"
            throw ConfigError(path: reader.keyPath(given), message: "a client certificate needs both \"cert_file\" and \"key_file\"")
        }
        if config.transport == .tcp {
            for key in ["ca_file", "cert_file", "key_file"] where reader.has(key) {
                throw ConfigError(path: reader.keyPath(key), message: "is for TLS: the broker must be mqtts://, not mqtt://")
            }
        } else if config.caFile == nil {
            throw ConfigError(path: reader.keyPath("ca_file"), message: "is required for mqtts://: the broker's certificate is verified against it")
        }
        return config
    }

    /// `mqtt://host[:port]` or `mqtts://host[:port]` (1883 and 8883 by default); an IPv6 host in brackets.
    private static func decodeBroker(_ value: JSONValue, _ path: String) throws(ConfigError) -> MQTTConfig {
        let text = try Decode.nonEmptyString(value, path)
        let expected = "expected mqtt://host:port or mqtts://host:port, got \"\(text.prefix(80))\""
        let transport: Transport
        var rest: Substring
        if text.hasPrefix("mqtt://") {
            (transport, rest) = (.tcp, text.dropFirst("mqtt://".count))
        } else if text.hasPrefix("mqtts://") {
            (transport, rest) = (.tls, text.dropFirst("mqtts://".count))
        } else {
            throw ConfigError(path: path, message: expected)
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        let host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw ConfigError(path: path, message: expected) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw ConfigError(path: path, message: expected) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        } else {
            host = rest
        }
        guard !host.isEmpty, !host.contains(where: { $0 == "/" || $0 == "@" || $0 == " " || $0 == "?" }) else {
            throw ConfigError(path: path, message: expected)
        }
        var port = transport == .tls ? 8883 : 1883
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else {
                throw ConfigError(path: path, message: "expected a port from 1 to 65535, got \"\(portText.prefix(20))\"")
            }
            port = number
        }
        return MQTTConfig(transport: transport, host: String(host), port: port)
    }

    /// Home Assistant takes `[A-Za-z0-9_-]` in a discovery topic's node id.
    static func decodeNodeID(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let text = try Decode.nonEmptyString(value, path)
        guard text.utf8.count <= 64, text.utf8.allSatisfy(isNodeIDByte) else {
            throw ConfigError(path: path, message: "expected 1 to 64 letters, digits, '_' or '-', got \"\(text.prefix(80))\"")
        }
        return text
    }

    /// `text` as one topic level Home Assistant takes: every other byte becomes '_'.
    package static func topicLevel(_ text: String) -> String {
        String(decoding: text.utf8.prefix(64).map { isNodeIDByte($0) ? $0 : 0x5F }, as: UTF8.self)
    }

    static func isNodeIDByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
    }

    /// A topic the bridge publishes under: no wildcards, no empty level, no leading or trailing '/'.
    private static func decodeTopic(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let text = try Decode.nonEmptyString(value, path)
        let levels = text.split(separator: "/", omittingEmptySubsequences: false)
        guard text.utf8.count <= 200, !text.contains("+"), !text.contains("#"), levels.allSatisfy({ !$0.isEmpty }),
              !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw ConfigError(path: path, message: "expected a topic of at most 200 bytes with no '+', '#', control character or empty level, got \"\(text.prefix(80))\"")
        }
        return text
    }
}
