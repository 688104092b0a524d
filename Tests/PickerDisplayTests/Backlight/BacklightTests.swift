import Glibc
import PickerCore
import PickerDisplay
import PickerSystem
import PickerTestSupport
import Testing

/// The backlight against a fake /sys/class/backlight: a folder the test names.
@Suite struct BacklightTests {
    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    let scratch = ScratchDirectory("backlight")
    let log = Log()

    /// A backlight entry with the given attributes (nil leaves one out).
    func entry(_ name: String, maximum: String?, brightness: String?) throws {
        let directory = scratch.path + "/" + name
        try FileSystem.createDirectory(directory)
        if let maximum { try FileSystem.writeFileAtomically(directory + "/max_brightness", Array(maximum.utf8)) }
        if let brightness { try FileSystem.writeFileAtomically(directory + "/brightness", Array(brightness.utf8)) }
    }

    func brightness(_ name: String) throws -> Int? {
        try FileSystem.readIntegerAttribute(scratch.path + "/" + name + "/brightness")
    }

    func open(_ name: String? = nil, dimPercent: Int = 25) -> Backlight? {
        Backlight.open(classDirectory: scratch.path, name: name, dimPercent: dimPercent, log: log.add)
    }

    @Test func dimOffAndWakeScaleByMaxBrightnessAndRestorePutsTheStartBack() throws {
        try entry("intel_backlight", maximum: "1000\n", brightness: "800\n")
        let backlight = try #require(open())
        #expect(backlight.name == "intel_backlight" && backlight.maximum == 1000 && backlight.original == 800)
        backlight.apply(.dimmed)
        #expect(try brightness("intel_backlight") == 250)
        backlight.apply(.off)
        #expect(try brightness("intel_backlight") == 0)
        backlight.apply(.awake)
        #expect(try brightness("intel_backlight") == 800)
        backlight.apply(.off)
        backlight.restore()
        #expect(try brightness("intel_backlight") == 800)
        #expect(log.lines.isEmpty)
    }

    @Test func dimmingNeverBrightensAPanelThatStartedDimmer() throws {
        try entry("pwm", maximum: "255", brightness: "20")
        let backlight = try #require(open(dimPercent: 50))
        #expect(backlight.brightness(for: .dimmed) == 20)
    }

    @Test func theFirstBacklightByNameIsTakenUnlessOneIsNamed() throws {
        try entry("b-second", maximum: "10", brightness: "10")
        try entry("a-first", maximum: "100", brightness: "100")
        #expect(open()?.name == "a-first")
        #expect(open("b-second")?.maximum == 10)
    }

    @Test func noBacklightFolderMeansNoBacklightAndNoWarning() {
        #expect(Backlight.open(classDirectory: scratch.path + "/absent", name: nil, dimPercent: 25, log: log.add) == nil)
        #expect(log.lines.isEmpty)
    }

    @Test func aMissingMaxBrightnessIsAWarningAndTheBrightnessIsLeftAlone() throws {
        try entry("acpi_video0", maximum: nil, brightness: "7")
        #expect(open() == nil)
        #expect(log.lines.count == 1)
        #expect(log.lines[0].contains("acpi_video0/max_brightness"), "\(log.lines)")
        #expect(log.lines[0].hasSuffix("brightness is left alone"))
        #expect(try brightness("acpi_video0") == 7)
    }

    @Test func aNonNumericMaxBrightnessIsAWarning() throws {
        try entry("odd", maximum: "lots", brightness: "7")
        #expect(open() == nil)
        #expect(log.lines == ["power: backlight \(scratch.path)/odd: max_brightness is not a whole number; brightness is left alone"])
    }

    @Test func aNamedBacklightThatIsNotThereIsAWarning() throws {
        try entry("real", maximum: "10", brightness: "5")
        #expect(open("typo") == nil)
        #expect(log.lines.count == 1 && log.lines[0].contains("/typo/max_brightness"))
    }

    @Test func aRefusedWriteIsOneWarningAndThePickerGoesOn() throws {
        try entry("locked", maximum: "100", brightness: "60")
        let backlight = try #require(open())
        // A folder where the attribute was: every open for writing fails (root ignores file modes).
        try FileSystem.remove(scratch.path + "/locked/brightness")
        try FileSystem.createDirectory(scratch.path + "/locked/brightness")
        backlight.apply(.dimmed)
        backlight.apply(.off)
        #expect(log.lines.count == 1)
        #expect(log.lines[0].contains("cannot set 25"), "\(log.lines)")
        #expect(log.lines[0].hasSuffix("the picker goes on"))
    }
}
