import PickerSystem

/// Where systemd looks for a system unit's file (systemd.unit(5), "System Unit Search Path"),
/// so that a config naming a target that is not installed fails with the key that names it,
/// before anything is asked of systemd.
package enum UnitFiles {
    package static let searchPath = [
        "/etc/systemd/system", "/run/systemd/system", "/usr/local/lib/systemd/system",
        "/lib/systemd/system", "/usr/lib/systemd/system",
    ]

    /// The file that defines `unit`, or nil: an instance (`name@instance.target`) is defined by its
    /// own file or by its template's (`name@.target`).
    package static func definition(of unit: String, searchPath: [String] = searchPath) -> String? {
        var names = [unit]
        if let at = unit.firstIndex(of: "@"), let dot = unit.lastIndex(of: "."), at < dot {
            names.append(String(unit[...at]) + String(unit[dot...]))
        }
        for folder in searchPath {
            for name in names where FileSystem.isReadable(folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }
}
