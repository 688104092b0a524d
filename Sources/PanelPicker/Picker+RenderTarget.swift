import PickerCore

extension Picker {
    /// The rectangles of the render target's buffer the picker wrote since the last call, in the
    /// buffer's coordinates, inside `renderTarget.rect` and not overlapping: show (or compose, or
    /// flush) these after each `handleEvents`. The first frame is the whole rectangle. Empty when
    /// nothing was drawn, and always for a picker that owns its display.
    public func takeDamage() -> [PickerRect] {
        hostBuffer?.takeDamage().map(PickerRect.init) ?? []
    }

    /// Draws the whole picture again at the next frame deadline (UIKit's `setNeedsDisplay()`,
    /// LVGL's `lv_obj_invalidate`): after the program drew over the rectangle (a popup closed) or
    /// the display lost its picture. `takeDamage()` then reports the whole rectangle. An ended
    /// picker draws no more.
    public func setNeedsDisplay() {
        guard !isStopped else { return }
        renderer.invalidate()
        frameWanted = true
    }

    /// `send(_:atUs:)` for a touch whose `x` and `y` are in the render target's buffer (your screen's
    /// coordinates): the target's `rect` origin is taken off, so (`rect.x`, `rect.y`) is the picker's
    /// top-left pixel. Keys and encoder steps go in unchanged. Without a render target the buffer's
    /// coordinates are the picker's.
    public func sendInBufferCoordinates(_ input: PickerInput, atUs timeUs: Int64? = nil) {
        guard case .touch(let phase, let finger, let x, let y) = input, let origin = renderTarget?.rect else {
            send(input, atUs: timeUs)
            return
        }
        send(.touch(phase, finger: finger, x: x - Double(origin.x), y: y - Double(origin.y)), atUs: timeUs)
    }
}
