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

    /// The fonts and images a config document that breaks a rule names and that cannot be opened,
    /// so that they are named beside its other mistakes rather than after those are fixed (trial 36).
    package static func problems(openingFilesOf document: JSONObject, directory: String, files: FileAccess) -> [String] {
        problems(opening: PickerConfig.namedFiles(inDocument: document, directory: directory), files: files)
    }

    /// `message`, a refusal of `config` by the renderer, with each of its files that cannot be
    /// opened and that it does not name yet: the theme's font stops the renderer before the rows'
    /// files are opened (trial 36 met a missing image after fixing the font).
    package static func naming(unopenedFilesOf config: PickerConfig, besides message: String, files: FileAccess) -> String {
        // A problem named with the advice it shares with the others given once, at the end, is named.
        let named = (message.parts(separatedBy: RenderError.sharedAdviceWords).first ?? message).parts(separatedBy: "; also ")
        let others = problems(opening: config.namedFiles, files: files).filter { problem in
            !named.contains { problem == $0 || problem.hasPrefix($0 + "; ") }
        }
        return ([message] + others).joined(separator: "; also ")
    }
}
