/// How often a framebuffer shows a new picture, for pacing frames when the
/// driver cannot wait for vertical blank: from the mode's timings when the
/// driver gives a pixel clock, else 60 Hz like most panels.
package enum FramebufferRefresh: Equatable, Sendable {
    case verticalBlank
    case timings(intervalUs: Int64)
    case assumed60Hz

    /// `pixclock` is picoseconds a pixel; a frame is every pixel of the picture and of its blanking
    /// (margins and sync pulses, linux/Documentation/fb/framebuffer.rst), so
    /// interval = pixclock × htotal × vtotal. Rates outside 10–500 Hz mean the timings are not real.
    package static func fromTimings(_ info: FramebufferVariableInfo) -> FramebufferRefresh {
        let horizontal = info.width + info.leftMargin + info.rightMargin + info.horizontalSyncLength
        let vertical = info.height + info.upperMargin + info.lowerMargin + info.verticalSyncLength
        let intervalUs = Int64(info.pixelClockPs) * Int64(horizontal) * Int64(vertical) / 1_000_000
        guard (2_000...100_000).contains(intervalUs) else { return .assumed60Hz }
        return .timings(intervalUs: intervalUs)
    }

    /// The time between frames when pacing by time (a vertical-blank wait paces by itself: 0).
    package var intervalUs: Int64 {
        switch self {
        case .verticalBlank: 0
        case .timings(let intervalUs): intervalUs
        case .assumed60Hz: 16_667
        }
    }

    package var description: String {
        switch self {
        case .verticalBlank: "paced by FBIO_WAITFORVSYNC"
        case .timings(let intervalUs): "paced at \((1_000_000 + intervalUs / 2) / intervalUs) Hz from the mode's pixel clock"
        case .assumed60Hz: "paced at 60 Hz (no FBIO_WAITFORVSYNC, no pixel clock)"
        }
    }
}
