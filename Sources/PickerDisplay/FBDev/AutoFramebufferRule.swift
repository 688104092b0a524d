/// Whether `--backend auto` may draw on the framebuffer. fbdev has no master
/// to refuse a second writer, and on a laptop `/dev/fb0` exists under X or
/// Wayland too; so auto takes it only when the console it would take is in
/// text mode and no DRM master holds the display. `--backend fbdev` skips
/// this rule: the user said so.
package enum AutoFramebufferRule {
    /// Nil when auto may take the framebuffer, else why not (for the log).
    /// - Parameters:
    ///   - activeConsoleMode: the active VT's `KDGETMODE`, nil when there is none to ask.
    ///   - drmMasterHeld: DRM was refused because another process is its master.
    package static func refusal(activeConsoleMode: Int32?, drmMasterHeld: Bool) -> String? {
        if drmMasterHeld { return "another process is DRM master (a desktop or compositor owns the display)" }
        guard let mode = activeConsoleMode else {
            return "no virtual terminal answers KDGETMODE on \(ConsoleGraphicsMode.activeConsolePath), so nothing says the screen is free"
        }
        if mode != ConsoleGraphicsMode.textMode {
            return "the active console is in graphics mode (KDGETMODE \(mode), not KD_TEXT): a desktop or another program draws on it"
        }
        return nil
    }
}
