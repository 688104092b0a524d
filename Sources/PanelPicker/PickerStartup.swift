/// When a picker's construction reached each of its steps, on the picker's clock: where the
/// time before its first frame goes (the kiosk logs it beside the first frame).
package struct PickerStartup: Equatable, Sendable {
    /// Construction began.
    package var beganUs: Int64
    /// The display (or render target) was open, its size known.
    package var displayOpenUs: Int64
    /// The fonts were open and the renderer sized for the display. The input devices open
    /// after the first frame is drawn (`Picker.inputOpening`).
    package var rendererReadyUs: Int64

    package init(beganUs: Int64, displayOpenUs: Int64, rendererReadyUs: Int64) {
        self.beganUs = beganUs
        self.displayOpenUs = displayOpenUs
        self.rendererReadyUs = rendererReadyUs
    }
}
