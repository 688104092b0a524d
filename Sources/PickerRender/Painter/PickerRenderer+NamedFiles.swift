import PickerCore
import PickerSystem

extension PickerRenderer {
    /// What is wrong with each of `named` that cannot be opened, in the words the renderer uses
    /// when it opens them (`columns[0].items[1].image: image /x.png: No such file or directory; …`),
    /// each file once. For a document that breaks a rule: its files are named beside its other
    /// mistakes (trial 36 fixed a style's row count, then met its missing font).
    package static func problems(opening named: [NamedFile], files: FileAccess) -> [String] {
        guard !named.isEmpty, let library = try? FreeTypeLibrary() else { return [] }
        var problems: [String] = [], seen: Set<String> = []
        for file in named where seen.insert(file.path).inserted {
            if file.key.hasSuffix("font") {
                do {
                    _ = try RenderTheme.font([.file(file.path)], key: file.key, builtIn: .dejaVuSans, style: "", pixelSize: 16,
                                             library: library, files: files)
                } catch {
                    problems.append((error as? RenderError)?.message ?? "\(file.key): \(error)")
                }
            } else {
                do { try PNGCodec.open(file.path, files: files).close() } catch { problems.append("\(file.key): \(error)") }
            }
        }
        return problems
    }
}
