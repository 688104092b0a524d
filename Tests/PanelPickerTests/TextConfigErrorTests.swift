import PickerSystem
import PickerTestSupport
import Testing

/// The text keys' mistakes, as a user meets them: `panel-picker render` exits 2 and names the key.
@Suite struct TextConfigErrorTests {
    @Test(arguments: [
        (#""theme": {"font": "Nonexistent Grotesk"}"#, "theme.font: no installed font matches \"Nonexistent Grotesk\""),
        (#""theme": {"highlight_font": "Nowhere Serif:bold"}"#, "theme.highlight_font: no installed font matches \"Nowhere Serif:bold\""),
        (#""theme": {"direction": "rlt"}"#, "theme.direction: expected \"auto\" or \"ltr\" or \"rtl\""),
        (#""sections": [{"date": {"month_names": ["一月", "二月"]}}]"#, "sections[0].date.month_names: expected 12 month names, January first, got 2"),
    ])
    func renderExitsTwoNamingTheKey(keys: String, message: String) throws {
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let scratch = ScratchDirectory("text-config")
        let columns = keys.hasPrefix(#""sections""#) ? "" : #""columns": [{"items": ["a"]}], "#
        try FileSystem.writeFileAtomically(scratch.path + "/config.json", Array("{\(columns)\(keys)}".utf8))
        let render = try ChildProcess(binary, ["render", "--config", scratch.path + "/config.json", "--out", scratch.path + "/out.png"])
        render.wait()
        #expect(render.exitCode == 2)
        #expect(render.output.contains(message), "\(render.output)")
    }
}
