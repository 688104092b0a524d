import PickerSystem

/// Finds the card to drive: the configured one, or the first `cardN` in the
/// DRM directory with a connected connector (or the configured connector).
package enum CardDiscovery {
    package typealias Opener = (String) throws(DisplayError) -> KMSDevice

    /// The opened card and its resources (read once here).
    package static func open(card: String?, connector: String?, directory: String = "/dev/dri",
                            opener: Opener) throws(DisplayError) -> (KMSDevice, KMSResources) {
        if let card {
            let device = try opener(card)
            do {
                return (device, try resources(of: device))
            } catch {
                device.close()
                throw error
            }
        }
        let cards = cardNodes(in: directory)
        guard !cards.isEmpty else { throw .noDevice(directory: directory) }
        var descriptions: [String] = []
        var firstError: DisplayError?
        for path in cards {
            let device: KMSDevice
            let found: KMSResources
            do {
                device = try opener(path)
            } catch {
                firstError = firstError ?? error
                continue
            }
            do {
                found = try resources(of: device)
            } catch {
                device.close()
                firstError = firstError ?? error
                continue
            }
            let usable = found.connectors.contains { $0.isConnected && (connector == nil || $0.name == connector) }
            if usable { return (device, found) }
            descriptions += OutputChoice.describe(found.connectors)
            device.close()
        }
        if descriptions.isEmpty, let firstError { throw firstError }
        if let connector {
            throw .connectorNotFound(device: cards.joined(separator: ", "), requested: connector,
                                     available: descriptions)
        }
        throw .noConnectedConnector(devices: cards, connectors: descriptions)
    }

    /// `cardN` nodes in number order (card2 before card10).
    static func cardNodes(in directory: String) -> [String] { DeviceNodes.numbered("card", in: directory) }

    private static func resources(of device: KMSDevice) throws(DisplayError) -> KMSResources {
        let found: KMSResources
        do {
            found = try device.readResources()
        } catch let error as SystemError where [Errno.invalidArgument, Errno.notSupported].contains(error.errno) {
            // The node answers but does no modesetting.
            throw .notKMS(device: device.path)
        } catch {
            throw .deviceFailed(device: device.path, error: error as? SystemError
                                ?? SystemError(call: "drmModeGetResources", subject: device.path, errno: Errno.ioError))
        }
        guard !found.connectors.isEmpty, !found.crtcs.isEmpty else { throw .notKMS(device: device.path) }
        return found
    }
}
