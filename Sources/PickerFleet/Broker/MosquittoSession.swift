import CMosquitto
import PickerCore
import PickerService
import PickerSystem

/// One libmosquitto client driven by the program's `EventLoop`: its socket is a source
/// (read when readable, written when libmosquitto has bytes queued), keepalive is a
/// deadline, and a lost connection is tried again after a backoff. No libmosquitto
/// thread runs (`mosquitto_loop_start` is never called) and nothing wakes while idle
/// but the keepalive ping the broker requires.
final class MosquittoSession: EventSource {
    struct Message {
        var topic: String
        var payload: [UInt8]
    }

    /// What the bridge hears: connected (subscribe and publish everything), lost, a message.
    var onConnected: () -> Void = {}
    var onMessage: (Message) -> Void = { _ in }
    var log: (LogLevel, String) -> Void

    private let handle: OpaquePointer
    private let config: MQTTConfig
    private let keepaliveUs: Int64
    private(set) var isConnected = false
    private var started = false
    private var reconnectAtUs: Int64?
    private var backoffUs: Int64 = MosquittoSession.firstBackoffUs
    /// When libmosquitto last wrote, or was asked to check keepalive: the ping is due a keepalive later.
    private var lastActivityUs: Int64 = 0
    private var lastProblem = ""

    static let firstBackoffUs: Int64 = 250_000
    static let longestBackoffUs: Int64 = 15_000_000

    /// A session with the config's identity, credentials, TLS and the last will; it connects on the loop's first turn.
    init(config: MQTTConfig, clientID: String, password: String?, will: (topic: String, payload: String), log: @escaping (LogLevel, String) -> Void) throws(FleetError) {
        self.config = config
        self.log = log
        keepaliveUs = Int64(config.keepaliveS) * 1_000_000
        mosquitto_lib_init()
        guard let handle = mosquitto_new(clientID, true, nil) else { throw FleetError("mqtt: libmosquitto could not make a client") }
        self.handle = handle
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        _ = mosquitto_int_option(handle, MOSQ_OPT_PROTOCOL_VERSION, Int32(MQTT_PROTOCOL_V311))
        if let username = config.username {
            try check(mosquitto_username_pw_set(handle, username, password), "mqtt.username")
        }
        if config.transport == .tls {
            try check(mosquitto_tls_set(handle, config.caFile, nil, config.certFile, config.keyFile, nil), "mqtt.ca_file, cert_file or key_file")
            // Hostname checking stays on: the certificate must name the broker's host.
            try check(mosquitto_tls_insecure_set(handle, false), "mqtt.ca_file")
        }
        try check(mosquitto_will_set(handle, will.topic, Int32(will.payload.utf8.count), will.payload, 1, true), "mqtt.base_topic")
        mosquitto_connect_callback_set(handle) { _, object, code in
            MosquittoSession.of(object).connected(code: code)
        }
        mosquitto_disconnect_callback_set(handle) { _, object, code in
            MosquittoSession.of(object).disconnected(code: code)
        }
        mosquitto_message_callback_set(handle) { _, object, message in
            guard let message = message?.pointee, let topic = message.topic else { return }
            let payload = message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(message.payloadlen))) } ?? []
            MosquittoSession.of(object).onMessage(Message(topic: String(cString: topic), payload: payload))
        }
        mosquitto_log_callback_set(handle) { _, object, level, text in
            // libmosquitto's own errors name the cause (OpenSSL's "certificate verify failed").
            guard level & Int32(MOSQ_LOG_ERR) != 0, let text else { return }
            MosquittoSession.of(object).log(.error, "mqtt: \(String(cString: text))")
        }
    }

    deinit {
        mosquitto_destroy(handle)
    }

    private static func of(_ object: UnsafeMutableRawPointer?) -> MosquittoSession {
        Unmanaged<MosquittoSession>.fromOpaque(object!).takeUnretainedValue()
    }

    private func check(_ code: Int32, _ key: String) throws(FleetError) {
        guard code == MOSQ_ERR_SUCCESS.rawValue else {
            throw FleetError("\(key): \(String(cString: mosquitto_strerror(code)))")
        }
    }

    var brokerName: String { "\(config.transport.rawValue)://\(config.host):\(config.port)" }

    // MARK: Publishing

    /// Queues one message (QoS 1); false when there is no connection (everything is published again on connect).
    @discardableResult
    func publish(_ topic: String, _ payload: [UInt8], retain: Bool) -> Bool {
        guard isConnected else { return false }
        let code = payload.withUnsafeBytes { mosquitto_publish(handle, nil, topic, Int32(payload.count), $0.baseAddress, 1, retain) }
        return code == MOSQ_ERR_SUCCESS.rawValue
    }

    func subscribe(_ pattern: String) {
        _ = mosquitto_subscribe(handle, nil, pattern, 1)
    }

    /// A clean goodbye: the broker drops the last will, so the caller publishes `offline` first.
    func disconnect() {
        guard isConnected else { return }
        _ = mosquitto_disconnect(handle)
        isConnected = false
        // Flush the DISCONNECT (and what was queued before it) before the process ends.
        var rounds = 0
        while mosquitto_want_write(handle) && rounds < 100 && mosquitto_loop_write(handle, 1) == MOSQ_ERR_SUCCESS.rawValue {
            rounds += 1
        }
    }

    // MARK: EventSource

    var watchedDescriptors: [PollDescriptor] {
        let fd = mosquitto_socket(handle)
        guard fd >= 0 else { return [] }
        return [PollDescriptor(fd: FileDescriptor(rawValue: fd), events: mosquitto_want_write(handle) ? [.readable, .writable] : .readable)]
    }

    var wakeUs: Int64? {
        if !started { return 0 }
        if mosquitto_socket(handle) < 0 { return reconnectAtUs }
        return lastActivityUs + keepaliveUs
    }

    func handle(ready: [PollDescriptor], nowUs: Int64) throws {
        if !started {
            started = true
            connect(nowUs: nowUs, first: true)
            return
        }
        if mosquitto_socket(handle) < 0 {
            if let due = reconnectAtUs, due <= nowUs { connect(nowUs: nowUs, first: false) }
            return
        }
        for descriptor in ready {
            if !descriptor.returned.intersection([.readable, .hangUp, .error]).isEmpty {
                note(mosquitto_loop_read(handle, 1), nowUs: nowUs)
            }
            if descriptor.returned.contains(.writable), mosquitto_socket(handle) >= 0 {
                note(mosquitto_loop_write(handle, 1), nowUs: nowUs)
                lastActivityUs = nowUs
            }
        }
        if mosquitto_socket(handle) >= 0, nowUs >= lastActivityUs + keepaliveUs {
            lastActivityUs = nowUs
            note(mosquitto_loop_misc(handle), nowUs: nowUs)
        }
        if mosquitto_socket(handle) < 0, reconnectAtUs == nil { scheduleReconnect(nowUs: nowUs) }
    }

    private func connect(nowUs: Int64, first: Bool) {
        reconnectAtUs = nil
        lastActivityUs = nowUs
        let code = first
            ? mosquitto_connect_async(handle, config.host, Int32(config.port), Int32(config.keepaliveS))
            : mosquitto_reconnect_async(handle)
        if code != MOSQ_ERR_SUCCESS.rawValue {
            problem("cannot connect to \(brokerName): \(describe(code))")
            scheduleReconnect(nowUs: nowUs)
        }
    }

    private func note(_ code: Int32, nowUs: Int64) {
        guard code != MOSQ_ERR_SUCCESS.rawValue else { return }
        if isConnected { log(.warning, "mqtt: lost the connection to \(brokerName): \(describe(code)); trying again") }
        else { problem("cannot connect to \(brokerName): \(describe(code))") }
        isConnected = false
        if mosquitto_socket(handle) < 0 { scheduleReconnect(nowUs: nowUs) }
    }

    private func scheduleReconnect(nowUs: Int64) {
        reconnectAtUs = nowUs + backoffUs
        backoffUs = min(backoffUs * 2, Self.longestBackoffUs)
    }

    /// One line per distinct problem: a broker down for an hour does not fill the journal.
    private func problem(_ line: String) {
        guard line != lastProblem else { return }
        lastProblem = line
        log(.error, "mqtt: \(line)")
    }

    private func describe(_ code: Int32) -> String {
        if code == MOSQ_ERR_ERRNO.rawValue { return SystemError(call: "", errno: Errno.current).reason }
        if code == MOSQ_ERR_TLS.rawValue { return "TLS handshake failed (is ca_file the CA that signed the broker's certificate, for this host name?)" }
        return String(cString: mosquitto_strerror(code))
    }

    // MARK: Callbacks (inside mosquitto_loop_read)

    private func connected(code: Int32) {
        guard code == 0 else {
            problem("\(brokerName) refused the connection: \(String(cString: mosquitto_connack_string(code)))")
            return
        }
        isConnected = true
        lastProblem = ""
        backoffUs = Self.firstBackoffUs
        log(.info, "mqtt: connected to \(brokerName)")
        onConnected()
    }

    private func disconnected(code: Int32) {
        if isConnected && code != 0 { log(.warning, "mqtt: lost the connection to \(brokerName); trying again") }
        isConnected = false
    }
}
