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
            let runningSection = running[section]
            guard let candidateSection = candidate[section] else {
                if let key {
                    if let kept = runningSection?.member(key) { checked[section] = .object(JSONObject([(key, kept)])) }
                } else {
                    checked[section] = runningSection
                }
                continue
            }
            if let key {
                let asked = candidateSection.member(key)
                let kept = runningSection?.member(key)
                if asked == nil {
                    if let kept, case .object(var object) = candidateSection {
                        object[key] = kept
                        checked[section] = .object(object)
                    }
                } else if asked != kept {
                    throw refusal("\(section).\(key)")
                }
            } else if let changed = firstDifference(candidateSection, runningSection) {
                throw refusal(changed.isEmpty ? section : "\(section).\(changed)")
            }
        }
        return checked
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
