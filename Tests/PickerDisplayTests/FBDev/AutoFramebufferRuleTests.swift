import Testing
@testable import PickerDisplay

@Suite struct AutoFramebufferRuleTests {
    @Test(arguments: [
        (Int32?(0), false, nil as String?),
        (0, true, "another process is DRM master"),
        (1, false, "the active console is in graphics mode (KDGETMODE 1, not KD_TEXT)"),
        (nil, false, "no virtual terminal answers KDGETMODE on /dev/tty0"),
    ])
    func autoTakesTheFramebufferOnlyFromATextConsoleWithNoDRMMaster(mode: Int32?, masterHeld: Bool, refusal: String?) {
        let said = AutoFramebufferRule.refusal(activeConsoleMode: mode, drmMasterHeld: masterHeld)
        if let refusal {
            #expect(said?.hasPrefix(refusal) == true, "\(said ?? "nil")")
        } else {
            #expect(said == nil)
        }
    }
}
