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

    /// Draws from the next frame into `target`: the buffer your program shows next when it flips
    /// two (LVGL's two draw buffers, a page flip of your own), or the rectangle moved in your
    /// screen. Its rectangle has the size and its buffer the format of the first target, as the
    /// picker is laid out for them. The picker draws into it at the next `handleEvents` what it
    /// lacks: what it drew in the other buffers since it last drew in this one, or all of a
    /// rectangle it never drew in; `takeDamage()` names that.
    /// - Throws: `.badInput` for a picker made without a render target, a rectangle of another
    ///   size or a buffer of another format (make a new picker for those), or an ended picker.
    public func setRenderTarget(_ target: PickerRenderTarget) throws(PickerError) {
        try requireOpen("setRenderTarget")
        guard let current = renderTarget, let hostBuffer else {
            throw PickerError(.badInput, "setRenderTarget: the picker owns its display; make it with Picker(configuration:renderTarget:) to draw into your buffer")
        }
        guard target.rect.width == current.rect.width, target.rect.height == current.rect.height, target.format == current.format else {
            throw PickerError(.badInput, "setRenderTarget: rect \(target.rect) in \(target.format.rawValue) where the picker is laid out for \(current.rect.width)x\(current.rect.height) in \(current.format.rawValue); make a new picker for another size or format")
        }
        let lacks = hostBuffer.retarget(bytes: target.baseAddress, stride: target.stride, rect: target.rect.rect)
        renderTarget = target
        if lacks { frameWanted = true }
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
        send(.touch(phase, finger: finger, x: x - Double(origin.x), y: y - Double(origin.y)), atUs: timeUs, inBufferAt: (origin.x, origin.y))
    }
}
