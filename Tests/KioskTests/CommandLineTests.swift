import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// The subcommands' options as people type them.
@Suite struct CommandLineTests {
    static let config = #"{"size": "160x120", "columns": [{"id": "c", "items": ["a", "b"]}]}"#

    /// `panel-picker ARGUMENTS` run to its end.
    func panelPicker(_ arguments: [String]) throws -> ChildProcess {
        let child = try ChildProcess(try #require(siblingExecutable("panel-picker")), arguments)
        child.wait()
        return child
    }

    @Test func optionsTakeTheirValueAfterAnEqualsSign() throws {
        let scratch = ScratchDirectory("options-equals")
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(Self.config.utf8))
        let render = try panelPicker(["render", "--config=\(scratch.path)/picker.json", "--out=\(scratch.path)/out.png", "--select=c=1"])
        #expect(render.exitCode == 0, "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/out.png") != nil)
    }

    @Test(arguments: [
        (["render", "--config", "a.json", "--config", "b.json", "--out", "x.png"], "--config is given twice; give it once"),
        (["render", "--config=a.json", "--out", "x.png", "--config=b.json"], "--config is given twice; give it once"),
        (["render", "--config", "a.json", "--out", "x.png", "--select", "hour"], "--select expects COL=ROW, got 'hour'"),
        (["run", "--backend", "offscreen", "--backend=terminal", "--config", "a.json"], "--backend is given twice"),
        (["simulate", "--config", "a.json", "--trace", "t.jsonl", "--frames=yes"], "--frames takes no value"),
        (["calibrate", "--config", "a.json", "--write", "--write"], "--write is given twice"),
        (["render", "--bogus=1"], "unknown option '--bogus'"),
        (["run", "stray", "--config", "a.json"], "unexpected argument 'stray'"),
    ])
    func repeatedAndMalformedOptionsAreRefused(arguments: [String], message: String) throws {
        let child = try panelPicker(arguments)
        #expect(child.exitCode == 2)
        #expect(child.output.contains(message), "\(child.output)")
    }
}
