import PanelPicker
import PickerControl
import PickerCore
import PickerKiosk
import PickerRender
import PickerSystem
import PickerTestSupport

/// The files a client names, as `run` opens them: a small tree the input describes (files with
/// the input's bytes, folders, links in and out, FIFOs, sparse files of any size, hard links)
/// made in a fresh folder, then paths into it (spelt many ways) named as row images and as the
/// theme's font in `set_items` and `set_theme`, through `run`'s own handler with that folder as
/// the config's, and read directly beneath it as `FileAccess` does.
///
/// The input: a count of entries (low 3 bits), then for each a kind, a name and its payload
/// (a file: a 16-bit length and that many bytes; a link: a target; a sparse file: a size);
/// then a count of paths (low 3 bits), each one byte choosing a spelling.
enum FilesTarget {
    static let names = ["a.png", "b.png", "d", "d/c.png", "d/e", "font.ttf", "link", "d/link"]
    static let linkTargets = ["a.png", "d/c.png", "..", "/etc/passwd", "/dev/zero", "../outside.png", "d", "link", "/"]

    static func run(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let scratch = ScratchDirectory("fuzz-files")
        let folder = scratch.path
        for _ in 0..<(reader.uint8() & 7) {
            let kind = reader.uint8() % 6
            let name = folder + "/" + names[Int(reader.uint8()) % names.count]
            let entry: FileTree.Entry = switch kind {
            case 0: .file((0..<Int(reader.uint16() % 4096)).map { _ in reader.uint8() })
            case 1: .directory
            case 2: .symbolicLink(to: linkTargets[Int(reader.uint8()) % linkTargets.count])
            case 3: .fifo
            case 4: .sparse(size: Int64(reader.uint32()) << Int64(reader.uint8() % 12))
            default: .hardLink(to: folder + "/" + names[Int(reader.uint8()) % names.count])
            }
            FileTree.make(entry, at: name)
        }
        let paths = (0..<(reader.uint8() & 7)).map { _ in spelling(reader.uint8(), in: folder) }

        let access = FileAccess.beneath(AllowedFolders([folder]))
        for path in paths {
            _ = try? access.read(path, limit: PNGCodec.maximumFileBytes)
        }
        guard let configuration = try? PickerConfiguration(json: ControlTarget.startDocument, directory: folder),
              let kiosk = ControlTarget.makeKiosk(configuration) else { return }
        let items = paths.map { JSONValue.object(JSONObject([("text", .string("x")), ("image", .string($0))])) }
        _ = kiosk.perform(.setItems(column: .index(0), items: items.isEmpty ? [.string("x")] : items))
        for path in paths.prefix(2) {
            _ = kiosk.perform(.setTheme(JSONObject([("font", .string(path))])))
        }
        try? kiosk.picker.handleEvents(nowUs: ControlTarget.startUs + 16_667)
    }

    /// One of the names, spelt relative to the folder or absolute, with `./`, `//` or `..` in it,
    /// or a path out of the folder.
    static func spelling(_ byte: UInt8, in folder: String) -> String {
        let name = names[Int(byte & 7)]
        switch byte >> 3 & 7 {
        case 0: return name
        case 1: return folder + "/" + name
        case 2: return "./" + name
        case 3: return folder + "//./" + name
        case 4: return "d/../" + name
        case 5: return folder + "/../" + name
        case 6: return "../" + name
        default: return linkTargets[Int(byte >> 6) % linkTargets.count]
        }
    }
}
