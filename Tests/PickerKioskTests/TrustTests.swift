import Glibc
import PickerControl
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// The trust model (docs/control.md) as the kiosk's handler applies it to socket commands.
@Suite struct TrustTests {
    /// A PNG outside the scratch folder, in the source tree.
    static let outsideImage: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/PickerRenderTests/Golden/images-band-image.png"
    }()

    static func config(control: String = "") -> String {
        """
        {"size": "320x240", "control": {\(control)"socket": false}, "columns": [{"id": "ssid", "items": ["home", "office"]}]}
        """
    }

    func theme(_ key: String, _ value: String) -> PickerCommand {
        .setTheme(JSONObject([(key, .string(value))]))
    }

    func imageItem(_ path: String) -> PickerCommand {
        .setItems(column: .index(0), items: [.string("home"), .object(JSONObject([("text", .string("x")), ("image", .string(path))]))])
    }

    func refusal(_ result: ControlResult) -> (code: ControlError.Code, message: String)? {
        if case .failure(let error) = result { (error.code, error.message) } else { nil }
    }

    @Test func aFontOutsideTheAllowedFoldersIsRefusedAndNothingChanges() throws {
        let scratch = ScratchDirectory("trust-font")
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let before = fixture.kiosk.picker.configuration
        let refused = try #require(refusal(fixture.perform(theme("font", "/etc/passwd"))))
        #expect(refused.code == .permissionDenied)
        #expect(refused.message.hasPrefix("theme.font: /etc/passwd is outside"))
        #expect(fixture.kiosk.picker.configuration == before)
        #expect(refusal(fixture.perform(theme("font", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))) == nil,
                "the system's font folders are allowed")
    }

    /// A new user's trial: a picker run as `run --config cfg/x.json` refused an image with
    /// `outside the allowed folders (cfg, …)`, which a client, in a working folder of its own,
    /// cannot place. The folders, and a relative file, are named as absolute paths.
    @Test func aFileOutsideIsRefusedNamingTheFoldersAsAbsolutePaths() throws {
        let scratch = ScratchDirectory("trust-relative")
        let workingFolder = try FileSystem.resolvedPath(".")
        let relative = String(repeating: "../", count: workingFolder.split(separator: "/").count) + scratch.path.dropFirst()
        let folder = try FileSystem.resolvedPath(scratch.path)
        let fixture = try KioskFixture(config: Self.config(), directory: relative)
        let refused = try #require(refusal(fixture.perform(imageItem("/etc/x.png"))))
        #expect(refused.code == .permissionDenied)
        // The system's font folders that exist follow the config's own.
        #expect(refused.message.hasPrefix("columns[0].items[1].image: /etc/x.png is outside the allowed folders (\(folder), /usr/share/fonts")
            && refused.message.hasSuffix("); the config file's control.asset_dirs can add one"), "\(refused.message)")
        let climbing = try #require(refusal(fixture.perform(imageItem("../x.png"))))
        #expect(climbing.message.hasPrefix("columns[0].items[1].image: \(workingFolder)/\(relative)/../x.png is outside the allowed folders (\(folder), "),
                "\(climbing.message)")
    }

    /// A link inside an allowed folder is not followed, wherever it points; a path climbing out
    /// with `..` is outside, by its spelling alone.
    @Test func aLinkInTheConfigFolderIsNotFollowedAndClimbingOutIsRefused() throws {
        let scratch = ScratchDirectory("trust-link")
        symlink(Self.outsideImage, scratch.path + "/linked.png")
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let refused = try #require(refusal(fixture.perform(imageItem("linked.png"))))
        #expect(refused.code == .invalidConfig)
        #expect(refused.message == "columns[0].items[1].image: image \(scratch.path)/linked.png: "
            + "reached through a symbolic link, which is not followed inside the allowed folders", "\(refused.message)")
        let climbing = try #require(refusal(fixture.perform(imageItem("../../" + Self.outsideImage))))
        #expect(climbing.code == .permissionDenied)
    }

    /// Issue 33, finding 1: the config names an image in an allowed folder; someone who may write
    /// there swaps it for a link to a file outside. No edit, of the rows or of anything else,
    /// opens it again by that name and shows what the link points at.
    @Test func anImageSwappedForALinkBehindAPathTheConfigNamesIsNeverShown() throws {
        let scratch = ScratchDirectory("trust-swap")
        let image = scratch.path + "/p.png"
        try FileSystem.writeFileAtomically(image, try FileSystem.readFile(Self.outsideImage))
        let config = #"{"size": "320x240", "control": {"socket": false}, "columns": [{"id": "ssid", "items": ["home", {"text": "x", "image": "p.png"}]}]}"#
        let fixture = try KioskFixture(config: config, directory: scratch.path)
        let before = fixture.kiosk.picker.configuration
        unlink(image)
        symlink(Self.outsideImage, image)
        for command in [imageItem("p.png"), imageItem(scratch.path + "/./p.png"), theme("tint", "#ff9500")] {
            let refused = try #require(refusal(fixture.perform(command)), "\(command)")
            #expect(refused.code == .invalidConfig)
            #expect(refused.message.hasSuffix("p.png: reached through a symbolic link, which is not followed inside the allowed folders"),
                    "\(refused.message)")
            #expect(fixture.kiosk.picker.configuration == before)
        }
    }

    /// A FIFO named as an image or a font answers at once (it would block `open` for ever) and is refused.
    @Test(arguments: ["image", "font"])
    func aFIFONamedAsAFileIsRefusedAtOnce(key: String) throws {
        let scratch = ScratchDirectory("trust-fifo")
        #expect(mkfifo(scratch.path + "/fifo.ttf", 0o644) == 0)
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let refused = try #require(refusal(fixture.perform(richItem(key, "fifo.ttf"))))
        #expect(refused.code == .invalidConfig)
        #expect(refused.message.contains("\(scratch.path)/fifo.ttf: not a regular file (a FIFO)"), "\(refused.message)")
    }

    @Test func aFolderTheConfigFileListsInAssetDirsIsAllowed() throws {
        let scratch = ScratchDirectory("trust-assets")
        let folder = FileSystem.directoryName(of: Self.outsideImage)
        let fixture = try KioskFixture(config: Self.config(control: #""asset_dirs": ["\#(folder)"], "#), directory: scratch.path)
        #expect(refusal(fixture.perform(imageItem(Self.outsideImage))) == nil)
    }

    /// A rich item as `set_items` sends it, with `key` naming `path`.
    func richItem(_ key: String, _ path: String) -> PickerCommand {
        let item = JSONObject([("text", .string("x")), ("detail", .string("WPA2")), ("trailing_text", .string("-48 dBm")), (key, .string(path))])
        return .setItems(column: .index(0), items: [.string("home"), .object(item)])
    }

    @Test(arguments: [("leading_image", "leading_image"), ("image", "image"), ("trailing_image", "trailing_image")])
    func richItemsImagesOutsideTheAllowedFoldersAreRefused(key: String, named: String) throws {
        let scratch = ScratchDirectory("trust-rich")
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let before = fixture.kiosk.picker.configuration
        let refused = try #require(refusal(fixture.perform(richItem(key, Self.outsideImage))))
        #expect(refused.code == .permissionDenied)
        #expect(refused.message.hasPrefix("columns[0].items[1].\(named): \(Self.outsideImage) is outside"), "\(refused.message)")
        #expect(fixture.kiosk.picker.configuration == before)

        let folder = FileSystem.directoryName(of: Self.outsideImage)
        let allowed = try KioskFixture(config: Self.config(control: #""asset_dirs": ["\#(folder)"], "#), directory: scratch.path)
        #expect(refusal(allowed.perform(richItem(key, Self.outsideImage))) == nil)
        #expect(allowed.kiosk.picker.configuration.json.contains(#""trailing_text":"-48 dBm""#), "\(allowed.kiosk.picker.configuration.json)")
    }

    @Test(arguments: ["font", "highlight_font", "detail_font", "detail_highlight_font"])
    func aRichItemsFontOutsideTheAllowedFoldersIsRefused(key: String) throws {
        let scratch = ScratchDirectory("trust-rich-font")
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let refused = try #require(refusal(fixture.perform(richItem(key, "/etc/passwd"))))
        #expect(refused.code == .permissionDenied)
        #expect(refused.message.hasPrefix("columns[0].items[1].\(key): /etc/passwd is outside"), "\(refused.message)")
        #expect(refusal(fixture.perform(richItem(key, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))) == nil,
                "the system's font folders are allowed")
    }

    /// A font or image a client names that lies where it may but cannot be opened: a pattern no font
    /// matches, or a file in the config's folder that is no font or no PNG.
    @Test(arguments: [
        ("font", "No Such Family Sans", "no installed font matches \"No Such Family Sans\""),
        ("highlight_font", "No Such Family Sans", "no installed font matches \"No Such Family Sans\""),
        ("detail_font", "broken.ttf", "font "),
        ("detail_highlight_font", "broken.ttf", "font "),
        ("image", "broken.png", "image "),
        ("leading_image", "broken.png", "image "),
        ("trailing_image", "broken.png", "image "),
    ])
    func setItemsNamingAFileThatCannotBeOpenedIsRefusedAndNothingChanges(key: String, value: String, reason: String) throws {
        let scratch = ScratchDirectory("trust-unopenable")
        for name in ["broken.ttf", "broken.png"] {
            try FileSystem.writeFileAtomically(scratch.path + "/" + name, Array("not what its name says".utf8))
        }
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        #expect(refusal(fixture.perform(.select(column: .index(0), row: .value("office"), animated: false))) == nil)
        try fixture.turn()
        let before = (configuration: fixture.kiosk.picker.configuration, frame: try fixture.kiosk.picker.frame.pngData())

        let refused = try #require(refusal(fixture.perform(richItem(key, value))))
        #expect(refused.code == .invalidConfig)
        #expect(refused.message.hasPrefix("columns[0].items[1].\(key): \(reason)"), "\(refused.message)")
        try fixture.turn()
        #expect(fixture.kiosk.picker.configuration == before.configuration)
        #expect(fixture.kiosk.picker.selection.map(\.value) == ["office"])
        #expect(try fixture.kiosk.picker.frame.pngData() == before.frame, "the picture is the one before the request")

        let item = JSONValue.object(JSONObject([("text", .string("x")), ("trailing_text", .string("t")), (key, .string(value))]))
        let columns: [JSONValue] = [.object(JSONObject([("id", .string("ssid")), ("items", .array([item]))]))]
        let refusedColumns = try #require(refusal(fixture.perform(.setColumns(section: 0, columns: columns))))
        #expect(refusedColumns.message.hasPrefix("columns[0].items[0].\(key): \(reason)"), "set_columns: \(refusedColumns.message)")
        #expect(fixture.kiosk.picker.configuration == before.configuration)
    }

    @Test func screenshotToAPathNeedsScreenshotDirAndStaysInside() throws {
        let scratch = ScratchDirectory("trust-shot")
        let plain = try KioskFixture(config: Self.config(), directory: scratch.path)
        #expect(refusal(plain.perform(.screenshot(.file(scratch.path + "/shot.png"))))?.code == .permissionDenied)
        #expect(access(scratch.path + "/shot.png", F_OK) == -1)
        #expect(refusal(plain.perform(.screenshot(.inline))) == nil, "the inline form needs no folder")

        let shots = try KioskFixture(config: Self.config(control: #""screenshot_dir": "\#(scratch.path)", "#), directory: scratch.path)
        #expect(refusal(shots.perform(.screenshot(.file("/tmp/shot.png"))))?.message
            == "screenshot path /tmp/shot.png is outside control.screenshot_dir (\(scratch.path))")
        #expect(refusal(shots.perform(.screenshot(.file(scratch.path + "/shot.png")))) == nil)
        #expect(try Array(FileSystem.readFile(scratch.path + "/shot.png").prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    /// A new user's trial: `screenshot /shots/../x.png` answered `failed` "cannot write …: Invalid
    /// argument" when the file was opened; `..` is refused by its spelling, before any work, as a
    /// path outside is, and nothing is written outside the folder or in it.
    @Test(arguments: [
        ("/../shot.png", ControlError.Code.permissionDenied, #"climbs with "..", which is not accepted: give the path inside control.screenshot_dir"#),
        ("/sub/../../shot.png", .permissionDenied, #"climbs with "..", which is not accepted"#),
        ("/../shots/shot.png", .permissionDenied, #"climbs with "..", which is not accepted"#),
        ("//shot.png", .invalidValue, #"has an empty or "." component; give it without"#),
        ("/./shot.png", .invalidValue, #"has an empty or "." component; give it without"#),
    ])
    func aScreenshotPathWithDotDotIsRefusedAsOutside(below: String, code: ControlError.Code, words: String) throws {
        let scratch = ScratchDirectory("trust-shot-dots")
        let folder = scratch.path + "/shots"
        try FileSystem.createDirectory(folder)
        let shots = try KioskFixture(config: Self.config(control: #""screenshot_dir": "\#(folder)", "#), directory: scratch.path)
        let path = folder + below
        let refused = try #require(refusal(shots.perform(.screenshot(.file(path)))))
        #expect(refused.code == code)
        #expect(refused.message.hasPrefix("screenshot path \(path) ") && refused.message.contains(words), "\(refused.message)")
        #expect(try FileSystem.entries(inDirectory: folder).isEmpty && access(scratch.path + "/shot.png", F_OK) == -1)
    }

    @Test func loadConfigMayNotMoveTheSocketNorNameAResultFile() throws {
        let scratch = ScratchDirectory("trust-load")
        let fixture = try KioskFixture(config: Self.config(), directory: scratch.path)
        let before = fixture.kiosk.picker.configuration
        let moved = try JSONParser.parse(Array(#"{"columns": [{"items": ["a"]}], "control": {"socket": "/tmp/x.sock"}}"#.utf8))
        let resulting = try JSONParser.parse(Array(#"{"columns": [{"items": ["a"]}], "confirm": {"result_file": "/etc/x"}}"#.utf8))
        for document in [moved, resulting] {
            guard case .object(let object) = document else { continue }
            #expect(refusal(fixture.perform(.loadConfig(object)))?.code == .permissionDenied)
        }
        #expect(fixture.kiosk.picker.configuration == before)
    }
}
