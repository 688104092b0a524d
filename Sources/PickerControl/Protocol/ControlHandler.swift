/// What the kiosk implements to answer picker commands. The server calls it
/// from `serve`, on the kiosk's own thread, one request at a time;
/// it may call `ControlServer.publish` while it runs (a `select` that changes
/// the selection), and subscribers then get the event before the reply.
package protocol ControlHandler: AnyObject {
    func perform(_ command: PickerCommand) -> ControlResult
}
