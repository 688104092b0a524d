import PickerSystem

/// The fbdev device to drive: `display.fbdev`, else the first `fbN` node.
package enum FramebufferDiscovery {
    package typealias Opener = (String) throws(DisplayError) -> FramebufferDevice

    package static func open(configured: String?, directory: String = "/dev", opener: Opener) throws(DisplayError) -> FramebufferDevice {
        if let configured { return try opener(configured) }
        guard let first = nodes(in: directory).first else { throw .noFramebuffer(directory: directory) }
        return try opener(first)
    }

    /// `fbN` nodes in number order (fb2 before fb10).
    static func nodes(in directory: String) -> [String] { DeviceNodes.numbered("fb", in: directory) }
}
