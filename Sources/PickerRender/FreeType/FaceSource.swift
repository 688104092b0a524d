import CBundledFonts

/// Where a face's bytes come from: a font file, or a font compiled into the program.
enum FaceSource: Hashable, Sendable {
    /// A file the config names: opened as the renderer's `FileAccess` allows.
    case file(String)
    /// A file fontconfig chose for a pattern or a missing character, from the folders its own
    /// configuration lists: opened wherever that is, and drawn bolder where fontconfig says so.
    case catalogued(String, emboldened: Bool)
    case builtIn(BuiltInFont)

    /// How messages name it.
    var name: String {
        switch self {
        case .file(let path), .catalogued(let path, _): "font \(path)"
        case .builtIn(let font): "the built-in \(font.rawValue)"
        }
    }
}

/// The faces a theme that names no font draws with: Fonts/ compiled into the library
/// (CBundledFonts), so a program that links it draws with no font files beside it.
enum BuiltInFont: String, Hashable, Sendable {
    case dejaVuSans = "DejaVu Sans"
    case dejaVuSansBold = "DejaVu Sans Bold"

    /// The font file's bytes, in the program's read-only data for as long as it runs.
    var bytes: UnsafeRawBufferPointer {
        switch self {
        case .dejaVuSans: UnsafeRawBufferPointer(start: panel_picker_dejavu_sans_pointer(), count: panel_picker_dejavu_sans_size)
        case .dejaVuSansBold: UnsafeRawBufferPointer(start: panel_picker_dejavu_sans_bold_pointer(), count: panel_picker_dejavu_sans_bold_size)
        }
    }
}
