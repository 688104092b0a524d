import PickerCore
import PickerRender
import PickerSystem

/// A rectangle of a pixel buffer the host program owns and shows itself: the picker is one widget
/// among the host's own. Frames are drawn straight into the host's memory, inside the rectangle only
/// (RGB565 through the renderer's XRGB8888 shadow, converted over the damage alone), and the rectangles
/// written are kept, in the host buffer's coordinates, until the host takes them to show them.
package final class HostBufferDisplay: DisplayBackend {
    /// The picker's rectangle of the host's buffer: its pixels, rows `stride` bytes apart.
    package private(set) var view: PixelBuffer
    /// The rectangle in the host's buffer.
    package private(set) var rect: Rect
    private var damage: [Rect] = []
    private var presentedFrames = 0
    private let clock: () -> Int64
    /// A rectangle drawn in before: where its pixels lie, and what has been drawn in the others
    /// since, which it lacks.
    private struct Remembered {
        /// Its first pixel's address, by which a host hands it back.
        let start: UnsafeMutableRawPointer
        /// The bytes from its first pixel to past its last: one the picker draws over in another
        /// place of the same buffer holds that drawing, not its own.
        let span: Int
        var lacks: [Rect]

        init(_ view: PixelBuffer, lacks: [Rect]) {
            start = view.bytes
            span = (view.height - 1) * view.stride + view.width * view.format.bytesPerPixel
            self.lacks = lacks
        }

        func overlaps(_ other: Remembered) -> Bool { start < other.start + other.span && other.start < start + span }
    }
    /// The rectangles drawn in before, the one drawn into longest ago first: the one forgotten when
    /// a new one comes. A host that flips two buffers, or moves the rectangle, hands each in turn
    /// (`retarget`); one never drawn in, or forgotten, is drawn whole. Trial 38 flipped two buffers
    /// while moving the rectangle, and forgetting whichever a dictionary listed first (by address,
    /// so in four runs of ten) forgot the buffer in use each turn: the idle picker drew its whole
    /// rectangle every frame for ever.
    private var remembered: [Remembered]
    /// Rectangles remembered at most: more are drawn whole when they come back. A host that flips
    /// more buffers in turn than this would have each drawn whole every time, so the picker would
    /// never rest (trial 40 flipped five, when this was four). Each costs a few words and the
    /// merging of its stale list at every frame.
    package static let rectanglesRemembered = 16

    /// `bytes` is the host's buffer, which must stay valid and unmoved while the picker draws into it.
    /// The caller has checked that `rect` lies in it (`stride` bytes a row, `format`'s pixels).
    package init(bytes: UnsafeMutableRawPointer, stride: Int, format: PixelFormat, rect: Rect, clock: @escaping () -> Int64) {
        view = HostBufferDisplay.view(bytes: bytes, stride: stride, format: format, rect: rect)
        self.rect = rect
        self.clock = clock
        remembered = [Remembered(view, lacks: [])]
    }

    private static func view(bytes: UnsafeMutableRawPointer, stride: Int, format: PixelFormat, rect: Rect) -> PixelBuffer {
        PixelBuffer(borrowing: bytes + rect.y * stride + rect.x * format.bytesPerPixel,
                    width: rect.width, height: rect.height, stride: stride, format: format)
    }

    /// Draws from the next frame into `rect` of another buffer (or another place of the same one),
    /// of the size and format drawn in so far, which the caller has checked: the buffer a host
    /// shows next when it flips two. What that rectangle lacks is drawn into it then; returns
    /// whether it lacks anything (a buffer flipped back that holds the picture needs no frame).
    package func retarget(bytes: UnsafeMutableRawPointer, stride: Int, rect: Rect) -> Bool {
        view = HostBufferDisplay.view(bytes: bytes, stride: stride, format: view.format, rect: rect)
        self.rect = rect
        let known = remembered.first { $0.start == view.bytes }
        if known == nil, remembered.count >= HostBufferDisplay.rectanglesRemembered { remembered.removeFirst() }
        return known?.lacks.isEmpty != true
    }

    package var width: Int { view.width }
    package var height: Int { view.height }
    package var format: PixelFormat { view.format }
    package var pollDescriptor: FileDescriptor? { nil }
    package func readiness(nowUs: Int64) -> FrameReadiness { .now }

    /// The rectangles written since the last call, in the host buffer's coordinates, overlaps merged.
    package func takeDamage() -> [Rect] {
        defer { damage = [] }
        return damage
    }

    /// A rectangle keeps the frame last drawn in it (no one else draws there): what is stale is what
    /// was drawn in the host's other rectangles since, and all of one never drawn in.
    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let startUs = clock()
        let stale = remembered.first { $0.start == view.bytes }?.lacks ?? [Rect(x: 0, y: 0, width: view.width, height: view.height)]
        let changed = draw(view, stale)
        let drawn = (changed + stale).mergedOverlaps()
        let current = Remembered(view, lacks: [])
        // A rectangle this one overlaps in memory (the same buffer, the rectangle moved by less
        // than its size) was drawn over: it is drawn whole when it comes back (trial 39 slid the
        // picker back to where it had been and saw the picture of another place). The others
        // lack what changed; what this one caught up on, they hold already. Trial 25 flipped two
        // idle buffers for ever, each catching up on the other's catching up.
        remembered.removeAll { $0.overlaps(current) }
        for index in remembered.indices { remembered[index].lacks = (remembered[index].lacks + changed).mergedOverlaps() }
        remembered.append(current)
        let written = drawn.map { Rect(x: $0.x + rect.x, y: $0.y + rect.y, width: $0.width, height: $0.height) }
        // Merged as they come, so a host that takes them seldom holds a few rectangles, not one per frame.
        damage = (damage + written).mergedOverlaps()
        presentedFrames += 1
        let doneUs = clock()
        return FrameTiming(sequence: presentedFrames, drawStartUs: startUs, commitUs: doneUs, onScreenUs: doneUs)
    }

    package func handleEvents() throws -> [FrameTiming] { [] }
    /// The host owns the screen and its power.
    package var power: DisplayPower? { nil }
    /// The rectangle's pixels in the host's buffer, in its format: what the host drew over them too.
    package var shownPicture: PixelBuffer? { view }
    package var shutdownProblems: [String] { [] }
    package func shutdown() {}
}
