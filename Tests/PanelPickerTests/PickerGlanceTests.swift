import Glibc
import PickerSystem
import Testing

/// docs/library.md's "`Picker` at a glance" lists every public member of `Picker` (trial 26: the
/// members were spread over 80 KB of prose, some nowhere). A member added without a line there fails.
@Suite struct PickerGlanceTests {
    static let root = FrameTests.root

    /// The Swift files under `folder`, recursively.
    static func swiftFiles(under folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var files: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            if name.hasSuffix(".swift") { files.append(path) } else if entry.pointee.d_type == UInt8(DT_DIR) { files += swiftFiles(under: path) }
        }
        return files.sorted()
    }

    /// Each public member declared in `class Picker` or an `extension Picker` of `source`, as the
    /// table writes it: a property by its name, a method or initialiser by its name and labels
    /// (`select(row:inColumn:animated:reportsSelection:)`, `setLargeText(_:)`, `confirm()`).
    static func publicMembers(of source: String) -> [String] {
        var members: [String] = [], inside = false
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("public final class Picker ") || line.hasPrefix("extension Picker ") { inside = true }
            if line.hasPrefix("}") { inside = false }
            guard inside, line.hasPrefix("    public ") else { continue }
            let words = line.split(separator: " ")
            if let kind = words.firstIndex(where: { $0 == "var" || $0 == "let" }), kind + 1 < words.count {
                members.append(String(words[kind + 1].prefix { $0 != ":" }))
                continue
            }
            // A signature may run over lines: up to the parenthesis that closes its parameters.
            let signature = lines[index...].prefix(4).joined(separator: " ")
            guard let open = signature.firstIndex(of: "("), let nameStart = signature[..<open].lastIndex(of: " ") else { continue }
            let name = signature[signature.index(after: nameStart)..<open]
            var depth = 0, parameters = ""
            for character in signature[open...] {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { break }
                parameters.append(character)
            }
            // Labels sit at the top level of the list, each before its colon.
            var labels: [String] = [], level = 0, current = ""
            for character in parameters.dropFirst() {
                if "([<".contains(character) { level += 1 }
                if ")]>".contains(character) { level -= 1 }
                if level == 0 && character == "," {
                    current = ""
                    continue
                }
                if level == 0 && character == ":" && !current.contains(":") {
                    labels.append(String(current.split(separator: " ").first ?? ""))
                    current += ":"
                    continue
                }
                current.append(character)
            }
            members.append("\(name)(\(labels.map { $0 + ":" }.joined()))")
        }
        return members
    }

    @Test func everyPublicMemberOfPickerIsInTheTable() throws {
        let library = String(decoding: try FileSystem.readFile(Self.root + "/docs/library.md"), as: UTF8.self)
        let glance = library.split(separator: "## ").first { $0.hasPrefix("`Picker` at a glance") }.map(String.init) ?? ""
        #expect(!glance.isEmpty, "docs/library.md has its at-a-glance section")
        var members: [String] = []
        for file in Self.swiftFiles(under: Self.root + "/Sources/PanelPicker") {
            members += Self.publicMembers(of: String(decoding: try FileSystem.readFile(file), as: UTF8.self))
        }
        #expect(members.count > 40, "\(members)")
        #expect(members.contains("select(row:inColumn:animated:reportsSelection:)") && members.contains("confirm()"), "\(members)")
        let missing = members.filter { !glance.contains("`\($0)`") }
        #expect(missing.isEmpty, "not in docs/library.md's table: \(missing)")
    }
}
