/// A `DRM_EVENT_FLIP_COMPLETE` read from the card: which commit landed and when.
package struct FlipEvent: Equatable, Sendable {
    /// The user data given with the page flip / atomic commit.
    package var userData: UInt64
    /// The flip's `CLOCK_MONOTONIC` time in µs.
    package var timeUs: Int64
    package var sequence: UInt32
    package var crtcID: UInt32

    package init(userData: UInt64, timeUs: Int64, sequence: UInt32, crtcID: UInt32) {
        self.userData = userData
        self.timeUs = timeUs
        self.sequence = sequence
        self.crtcID = crtcID
    }

    /// `DRM_EVENT_FLIP_COMPLETE`.
    static let flipCompleteType: UInt32 = 2

    /// The flip events in bytes read from a DRM fd: a sequence of `struct drm_event`
    /// headers (type, length) each followed by its body; for flips the body is
    /// `struct drm_event_vblank` (user_data, tv_sec, tv_usec, sequence, crtc_id).
    /// Other event types are skipped; a truncated record ends the parse.
    package static func parse(_ bytes: [UInt8]) -> [FlipEvent] {
        func u32(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
        }
        var events: [FlipEvent] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let type = u32(offset), length = Int(u32(offset + 4))
            guard length >= 8, offset + length <= bytes.count else { break }
            if type == flipCompleteType && length >= 32 {
                let userData = UInt64(u32(offset + 8)) | UInt64(u32(offset + 12)) << 32
                let timeUs = Int64(u32(offset + 16)) * 1_000_000 + Int64(u32(offset + 20))
                events.append(FlipEvent(userData: userData, timeUs: timeUs, sequence: u32(offset + 24), crtcID: u32(offset + 28)))
            }
            offset += length
        }
        return events
    }
}
