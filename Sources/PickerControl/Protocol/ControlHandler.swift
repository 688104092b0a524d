/// What the kiosk implements to answer picker commands. The server calls it
/// from `serve`, on the kiosk's own thread, one request at a time;
/// it may call `ControlServer.publish` while it runs (a `select` that changes
/// the selection), and subscribers then get the event before the reply.
package protocol ControlHandler: AnyObject {
    func perform(_ command: PickerCommand) -> ControlResult

    /// A job for a command whose answer takes longer than a turn of the loop should (a 1080p
    /// screenshot's PNG), or nil to have `perform` answer it at once.
    func job(for command: PickerCommand) -> ControlJob?
}

extension ControlHandler {
    package func job(for command: PickerCommand) -> ControlJob? { nil }
}

/// A request answered a slice at a time. The server advances it in the client's turns, with
/// frames, input and other clients served between them; the client's later requests wait
/// for its answer, so answers keep the order of the requests.
package protocol ControlJob: AnyObject {
    /// Does some of the work (always some), stopping early once `isTimeUp()`; the answer once
    /// the work is done, nil while some remains.
    func advance(isTimeUp: () -> Bool) -> ControlResult?
}
