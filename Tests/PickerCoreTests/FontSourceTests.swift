import Testing
@testable import PickerCore

/// How a font's text in a config is read: a file (resolved against the config's folder) or a
/// fontconfig pattern.
@Suite struct FontSourceTests {
    /// A new user's trial: `"font": "lock.png"`, a PNG beside the config, was taken as a pattern and
    /// reported as "no installed font matches "lock.png"". A file's name is a file, so opening it says
    /// it is no font; patterns, with their blanks, properties and sizes, stay patterns.
    @Test(arguments: [
        ("lock.png", FontSource.file("/etc/picker/lock.png")),
        ("Inter.var", .file("/etc/picker/Inter.var")),
        ("fonts/a.ttf", .file("/etc/picker/fonts/a.ttf")),
        ("Roboto.TTF", .file("/etc/picker/Roboto.TTF")),
        ("DejaVu Sans:bold", .pattern("DejaVu Sans:bold")),
        ("sans-serif:bold", .pattern("sans-serif:bold")),
        ("Noto Sans", .pattern("Noto Sans")),
        ("monospace-10.5", .pattern("monospace-10.5")),
        ("Noto Sans 2.0", .pattern("Noto Sans 2.0")),
        (".hidden", .pattern(".hidden")),
        ("serif", .pattern("serif")),
    ])
    func aFilesNameIsAFileAndAPatternAPattern(text: String, source: FontSource) {
        #expect(FontSource(text, resolve: { "/etc/picker/" + $0 }) == source)
    }
}
