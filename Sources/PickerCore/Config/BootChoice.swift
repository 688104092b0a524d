/// `boot` on an item: the systemd target the boot goes on to when this row is the choice
/// (docs/service.md, "A choice that steers the boot"). The picker only reports the row's value;
/// `panel-picker boot`, run as root after it, reads the value and starts what the config file says,
/// so a control client, which may change the rows on screen, cannot name a unit.
package struct BootChoice: Equatable, Sendable {
    package var target: String
    /// `systemctl isolate` (stop what the target does not want, as for rescue.target) instead of `start`.
    package var isolate: Bool

    package init(target: String, isolate: Bool = false) {
        self.target = target
        self.isolate = isolate
    }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> BootChoice {
        var reader = try ObjectReader(value, path: path)
        let target = try reader.required("target", Decode.string)
        let isolate = try reader.optional("isolate", Decode.bool) ?? false
        try reader.finish()
        if let problem = targetNameProblem(target) { throw ConfigError(path: reader.keyPath("target"), message: problem) }
        return BootChoice(target: target, isolate: isolate)
    }

    /// Why `name` cannot be a target's name as systemd.unit(5) spells unit names, or nil when it can:
    /// only a target, so a row can steer the boot but not start a service or run a command.
    package static func targetNameProblem(_ name: String) -> String? {
        let suffix = ".target"
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:-_.\\@".utf8)
        guard name.hasSuffix(suffix), name.utf8.count > suffix.utf8.count, name.utf8.count <= 255,
              !name.hasPrefix("-"), !name.hasPrefix("@"), name.utf8.allSatisfy(allowed.contains) else {
            return "expected a systemd target's name such as \"rescue.target\", got \"\(name)\""
        }
        return nil
    }
}

extension PickerConfig {
    /// A boot goes on to one target, so one column chooses it (`panel-picker boot` reads that column).
    func checkBootTargetsInOneColumn() throws(ConfigError) {
        var column: String?
        for entry in keyedItems where entry.item.boot != nil {
            if let column, column != entry.columnKey {
                throw ConfigError(path: "\(entry.key).boot", message: "\(column) names boot targets already; one column chooses the boot's target")
            }
            column = entry.columnKey
        }
    }
}
