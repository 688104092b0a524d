import PickerCore

/// What a control client may change (docs/control.md, "Trust"): an allow-list. A client owns
/// what the picker shows and selects; every other key, and every key a future feature adds
/// until someone decides otherwise, belongs to the config file on disk, which root owns.
package enum SocketEditPolicy {
    package enum Owner: Equatable, Sendable {
        /// The client may set or change it.
        case client
        /// Only the config file may: the running value is carried over, and a different one refused.
        case service
    }

    /// Every key of a config document and who owns it; a section decided key by key lists its
    /// keys as `section.key`. A key missing here is the service's (`owner(of:)`), and
    /// `SocketEditPolicyTests` fails until it is given a line.
    package static let decisions: [(key: String, owner: Owner, why: String)] = [
        ("sections", .client, "the rows and columns shown"),
        ("columns", .client, "the rows and columns shown"),
        ("orientation", .client, "how the rows are laid out"),
        ("layout_direction", .client, "which edge the first column stands at"),
        ("style", .client, "how the rows are laid out"),
        ("row_height", .client, "how the rows are laid out (8 to 512 px)"),
        ("row_spacing", .client, "how the rows are laid out (0 to 256 px)"),
        ("visible_rows", .client, "how the rows are laid out (1 to 31)"),
        ("section_gap", .client, "how the rows are laid out (0 to 1024 px)"),
        ("deceleration_rate", .client, "how a flung column slows"),
        ("theme", .client, "colours and fonts; its files lie in the allowed folders"),
        ("confirm.timeout_s", .client, "the confirm timing"),
        ("confirm.extend_s", .client, "the confirm timing"),
        ("confirm.timeout_action", .client, "what the countdown does"),
        ("confirm.tap_selected", .client, "whether a tap on the selected row confirms"),
        ("confirm.show_countdown", .client, "whether the countdown's seconds are drawn"),
        ("confirm.allow_cancel", .service, "a cancel ends run, exit 1, even a daemon"),
        ("confirm.result_file", .service, "a file the service writes"),
        ("mode", .service, "oneshot ends the service at the next confirm, and Restart=on-failure does not bring it back"),
        ("size", .service, "the frame's memory"),
        ("display", .service, "devices the service opens"),
        ("input", .service, "devices the service opens, where touches land"),
        ("feedback", .service, "devices the service opens read-write and sends ioctls"),
        ("power", .service, "the backlight the service writes, when the panel sleeps"),
        ("control", .service, "the socket, its group, the allowed folders"),
        ("state", .service, "how often the service writes to flash"),
        ("mqtt", .service, "the broker the fleet bridge connects to, and the files holding its secrets"),
        ("speech", .service, "the sound device the service opens and the programs it starts (set_speech and speak are the clients')"),
    ]

    /// Who owns `key` (`section` or `section.key`): its decision, else the service.
    package static func owner(of key: String) -> Owner {
        decisions.first { $0.key == key }?.owner ?? .service
    }

    /// The sections decided key by key (`confirm`).
    static let decidedByKey = Set(decisions.compactMap { decision in
        decision.key.firstIndex(of: ".").map { String(decision.key[..<$0]) }
    })

    /// `candidate` with the running document's service-owned keys carried over where it
    /// leaves them out (a client need not know the socket's path to load a config);
    /// `permission_denied` naming the first such key it sets or changes.
    package static func check(_ candidate: JSONObject, running: JSONObject) throws(ControlError) -> JSONObject {
        var checked = candidate
        for key in union(candidate.keys, running.keys) {
            if decidedByKey.contains(key) {
                let asked = candidate[key]?.objectKeys ?? [], kept = running[key]?.objectKeys ?? []
                for member in union(asked, kept) where owner(of: "\(key).\(member)") == .service {
                    try keep(member, in: key, of: &checked, running: running)
                }
            } else if owner(of: key) == .service {
                try keep(key, of: &checked, running: running)
            }
        }
        return checked
    }

    /// `first`'s keys, then those only `second` has.
    private static func union(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { !first.contains($0) }
    }

    /// One key of a section decided key by key (`confirm.result_file`).
    private static func keep(_ key: String, in section: String, of candidate: inout JSONObject, running: JSONObject) throws(ControlError) {
        let kept = running[section]?.member(key)
        switch candidate[section] {
        case nil:
            if let kept { candidate[section] = .object(JSONObject([(key, kept)])) }
        case .object(var object)?:
            guard let asked = object[key] else {
                object[key] = kept
                candidate[section] = .object(object)
                return
            }
            if asked != kept { throw refusal("\(section).\(key)", asked: asked, kept: kept) }
        case _?:
            // Not an object: validating the config names that key.
            return
        }
    }

    /// A whole key or section (`control`, `size`): the running one when left out, else it must equal it.
    private static func keep(_ section: String, of candidate: inout JSONObject, running: JSONObject) throws(ControlError) {
        guard let asked = candidate[section] else {
            candidate[section] = running[section]
            return
        }
        if let changed = firstDifference(asked, running[section]) {
            if changed.isEmpty { throw refusal(section, asked: asked, kept: running[section]) }
            throw refusal("\(section).\(changed)", asked: asked.member(changed), kept: running[section]?.member(changed))
        }
    }

    /// The key and why it is the service's; with the value given beside the file's, so a client
    /// that sent a config for another panel (`"480x272"` on an 800x480 one) sees what to leave out.
    private static func refusal(_ key: String, asked: JSONValue?, kept: JSONValue?) -> ControlError {
        let top = String(key.prefix { $0 != "." })
        let why = (decisions.first { $0.key == key } ?? decisions.first { $0.key == top })?.why ?? "no one has decided a client may change it"
        let message = "\(key) may only be set in the config file on disk, not over the control socket (\(why))"
        // A long value (a section, a device list) would bury the key's name: then the key alone.
        guard let given = asked?.serialized, given.count <= shownValueLength,
              (kept?.serialized.count ?? 0) <= shownValueLength else { return ControlError(.permissionDenied, message) }
        guard let file = kept?.serialized else {
            return ControlError(.permissionDenied, "\(message); \(given) given, none in the config file: leave \(key) out")
        }
        return ControlError(.permissionDenied, "\(message); \(given) given, \(file) in the config file: leave \(key) out to keep the file's")
    }

    /// The longest value a refusal quotes.
    private static let shownValueLength = 40

    /// The first key whose value differs between two sections, "" when they differ as a whole; nil when equal.
    private static func firstDifference(_ asked: JSONValue, _ kept: JSONValue?) -> String? {
        guard case .object(let askedObject) = asked, case .object(let keptObject)? = kept else {
            return asked == kept ? nil : ""
        }
        let keys = askedObject.keys + keptObject.keys.filter { askedObject[$0] == nil }
        return keys.first { askedObject[$0] != keptObject[$0] }
    }
}

private extension JSONValue {
    func member(_ key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    var objectKeys: [String]? {
        if case .object(let object) = self { object.keys } else { nil }
    }
}
