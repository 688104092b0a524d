import PickerSystem

/// Device nodes named a prefix and a number (`card0`, `fb1`), in number order
/// (`card2` before `card10`), as paths in `directory`.
enum DeviceNodes {
    static func numbered(_ prefix: String, in directory: String) -> [String] {
        let names = (try? FileSystem.entries(inDirectory: directory)) ?? []
        return names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)) else { return nil }
            return (number, directory + "/" + name)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
