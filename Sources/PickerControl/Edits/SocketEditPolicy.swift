import PickerCore

/// What a control client may change (docs/control.md, "Trust"): what the picker shows
/// and selects, never which files the service reads or writes, nor which devices and
/// sockets it opens. Those keys belong to the config file on disk, which root owns.
public enum SocketEditPolicy {
    /// Sections and keys no socket edit may set or change. `state` is here too: it decides how often the service writes to flash.
    static let serviceOwned: [(section: String, key: String?)] = [
        ("confirm", "result_file"), ("control", nil), ("input", nil), ("display", nil), ("state", nil),
    ]

    /// `candidate` with the running document's service-owned keys carried over where it
    /// leaves them out (a client need not know the socket's path to load a config);
    /// `permission_denied` naming the first such key it sets or changes.
    public static func check(_ candidate: JSONObject, running: JSONObject) throws(ControlError) -> JSONObject {
        var checked = candidate
        for (section, key) in serviceOwned {
            if let key {
                try keep(key, in: section, of: &checked, running: running)
            } else {
                try keep(section, of: &checked, running: running)
            }
        }
        return checked
    }

    /// One key of a section the client otherwise owns (`confirm.result_file`).
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
            if asked != kept { throw refusal("\(section).\(key)") }
        case _?:
            // Not an object: validating the config names that key.
            return
        }
    }

    /// A whole section (`control`): the running one when left out, else it must equal it.
    private static func keep(_ section: String, of candidate: inout JSONObject, running: JSONObject) throws(ControlError) {
        guard let asked = candidate[section] else {
            candidate[section] = running[section]
            return
        }
        if let changed = firstDifference(asked, running[section]) {
            throw refusal(changed.isEmpty ? section : "\(section).\(changed)")
        }
    }

    private static func refusal(_ key: String) -> ControlError {
        ControlError(.permissionDenied, "\(key) may only be set in the config file on disk, not over the control socket "
            + "(it decides which files, devices or sockets the service opens)")
    }

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
}
