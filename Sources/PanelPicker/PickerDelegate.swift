/// What a picker tells its owner. Every method has an empty default, so a
/// delegate implements only what it needs. Calls come on the picker's thread,
/// from inside `handleEvents`, `run` or a call that confirms, after the
/// picker's state is up to date (the delegate may call back into the picker).
public protocol PickerDelegate: AnyObject {
    /// A column's selected value changed: it came to rest on another row (once per
    /// settle), or a reload took the selected value away or disabled it. Never on
    /// appear, and after a programmatic `select` only when it asked for it
    /// (`reportsSelection`). A reload that only moves the selected row's index calls nothing.
    /// `row.isEnabled` is false where a column whose every row is disabled rests on one: a reload
    /// that disables the row such a column rests on, or enables it again, is told too.
    func picker(_ picker: Picker, didSelect row: SelectedRow)
    /// `picker(_:didSelect:)` with what changed the selection. The picker calls this one; its
    /// default calls `picker(_:didSelect:)`, so a delegate implements one of the two.
    func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause)
    /// The row in a moving column's selection band changed (before it settles): each row a drag,
    /// fling, tap on another row or key move brings to the band (a disabled row too, as the wheel
    /// passes it: it comes to rest only on an enabled one, but in a column with none); an animated `select` reports only the row it lands on
    /// (the rows it passes come as `didPassRow`). Never from a reload (the column shows other rows,
    /// it did not move) or a quiet `select`.
    func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int)
    /// A visible row was tapped (also the selected one).
    func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int)
    /// A visible disabled row was tapped, once per tap (to show why it is disabled, say). The
    /// selection stays: the column settles where it was, as after any touch. Keys and encoders
    /// skip disabled rows and never call this (speech says the rows they skip: docs/speech.md).
    func picker(_ picker: Picker, didTapDisabledRow row: Int, inColumn column: Int)
    /// The selection was confirmed: Enter, a tap on the selected row (`confirm.tap_selected`),
    /// the `confirm.timeout_s` countdown, or `confirm()`.
    func picker(_ picker: Picker, didConfirm selection: [SelectedRow])
    /// The choice was cancelled: Escape (or the encoder's long press with `encoder_long_press`
    /// `"back"`) where `confirm.allow_cancel` allows it, the countdown with `timeout_action`
    /// `"cancel"`, or your `cancel()`.
    func pickerDidCancel(_ picker: Picker)
    /// A row crossed a column's selection band (by finger, fling, key, encoder or an animated
    /// select); `row` is the row in the band now. `clicks` says whether this pass is one of the
    /// clicks `feedback.min_interval_ms` lets through (and `feedback.enabled` allows): the ones
    /// to sound for a host that makes its own click.
    func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool)
    /// The confirm countdown has `secondsLeft` seconds to run (`speech.countdown_warning_s`), once per
    /// run of it: a host that makes its own sound sounds its warning here.
    func picker(_ picker: Picker, didWarnCountdown secondsLeft: Int)
    /// The panel dimmed, went dark or woke (`power` in the config, `sleep()`, `wake()`).
    func picker(_ picker: Picker, didChangePower state: PickerPowerState)
    /// Speech is on and the picker has something to say, or wants silence (`speech` in the config):
    /// route it to a speech engine of your own, or let the picker's espeak-ng say it.
    func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest)
    /// The last utterance ended: the picker's espeak-ng ended (said to its end, or failed or killed
    /// as stuck, which the log says), or the host called `speechDidFinish()` for its own engine.
    func pickerDidFinishSpeaking(_ picker: Picker)
    /// The large-text key (`style.largeText.keyName`, `theme.large_text_key`, or `send(.key(.largeText))`)
    /// asked for large text, or back, and the picker refused: `error` says why, as `setLargeText(_:)`
    /// throws it (`large text: style.largeText.capHeightPx: a capital H of 32 px needs rows of …`). The
    /// picker goes on as it was; the log closure hears the reason and, with speech on, it is said.
    /// A host's own `setLargeText` call hears its error, not this. Also when a reload's new rows,
    /// which the grown font cannot show, turned its user's large text off (the rows are drawn;
    /// speech says `large_text_off_text`, and `large_text_on_text` when a later reload brings it back).
    func picker(_ picker: Picker, didRefuseLargeText error: PickerError)
    /// Keys moved the focus to another column (left, right, Tab, which wraps to column 0), as
    /// speech names it; not a host's own `focus(column:)`.
    func picker(_ picker: Picker, didFocusColumn column: Int)
}

/// Empty defaults: a delegate implements only the calls it wants.
extension PickerDelegate {
    /// Does nothing.
    public func picker(_ picker: Picker, didSelect row: SelectedRow) {}
    /// Calls `picker(_:didSelect:)`.
    public func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) { self.picker(picker, didSelect: row) }
    /// Does nothing.
    public func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didTapDisabledRow row: Int, inColumn column: Int) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {}
    /// Does nothing.
    public func pickerDidCancel(_ picker: Picker) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didWarnCountdown secondsLeft: Int) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didChangePower state: PickerPowerState) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {}
    /// Does nothing.
    public func pickerDidFinishSpeaking(_ picker: Picker) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didRefuseLargeText error: PickerError) {}
    /// Does nothing.
    public func picker(_ picker: Picker, didFocusColumn column: Int) {}
}
