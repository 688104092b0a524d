import PickerCore

/// One connector → CRTC → mode path (modetest's "pipe"), plus the primary
/// plane when the driver lists planes.
package struct OutputPath: Equatable, Sendable {
    package var connector: KMSConnector
    package var mode: KMSMode
    package var crtc: KMSCRTC
    package var primaryPlane: KMSPlane?
}

/// Chooses the output from a card's resources and the config, without touching the device.
package enum OutputChoice {
    /// The connector named in `options` (or the first connected one), its
    /// requested (or preferred) mode, and a CRTC its encoders can drive
    /// (the one already driving it when there is one, so no other output changes).
    package static func choose(in resources: KMSResources, connector name: String?, mode request: DisplayConfig.Mode?,
                              device: String) throws(DisplayError) -> OutputPath {
        let connector = try chooseConnector(in: resources, name: name, device: device)
        let mode = try chooseMode(of: connector, request: request, device: device)
        let crtc = try chooseCRTC(for: connector, in: resources, device: device)
        let plane = resources.planes.first { $0.isPrimary && $0.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 }
        return OutputPath(connector: connector, mode: mode, crtc: crtc, primaryPlane: plane)
    }

    static func chooseConnector(in resources: KMSResources, name: String?, device: String) throws(DisplayError) -> KMSConnector {
        if let name {
            guard let connector = resources.connectors.first(where: { $0.name == name }) else {
                throw .connectorNotFound(device: device, requested: name, available: resources.connectors.map(\.name))
            }
            guard connector.isConnected else { throw .connectorDisconnected(device: device, connector: name) }
            return connector
        }
        guard let connector = resources.connectors.first(where: \.isConnected) else {
            throw .noConnectedConnector(devices: [device], connectors: describe(resources.connectors))
        }
        return connector
    }

    static func chooseMode(of connector: KMSConnector, request: DisplayConfig.Mode?, device: String) throws(DisplayError) -> KMSMode {
        guard !connector.modes.isEmpty else { throw .noModes(device: device, connector: connector.name) }
        guard let request else {
            return connector.modes.first(where: \.isPreferred) ?? connector.modes[0]
        }
        let sized = connector.modes.filter { $0.width == request.width && $0.height == request.height }
        let matching = sized.filter { mode in
            guard let hz = request.refreshHz else { return true }
            // The kernel's rounded rate, or within half a hertz of the exact one, so "60" finds 59.94 and 60.
            return Int(mode.vRefresh) == hz || abs(mode.refreshMilliHz - hz * 1000) < 500
        }
        guard !matching.isEmpty else {
            throw .modeNotFound(device: device, connector: connector.name, requested: request.description,
                                available: uniqueNames(connector.modes))
        }
        return matching.first(where: \.isPreferred) ?? matching.max { $0.refreshMilliHz < $1.refreshMilliHz } ?? matching[0]
    }

    static func chooseCRTC(for connector: KMSConnector, in resources: KMSResources, device: String) throws(DisplayError) -> KMSCRTC {
        if let current = resources.encoder(id: connector.currentEncoderID), current.crtcID != 0,
           let crtc = resources.crtc(id: current.crtcID) {
            return crtc
        }
        // CRTCs already driving another connector are kept for it.
        let busy = Set(resources.connectors.filter { $0.id != connector.id }
            .compactMap { resources.encoder(id: $0.currentEncoderID)?.crtcID }.filter { $0 != 0 })
        let possible = connector.encoderIDs.compactMap { resources.encoder(id: $0)?.possibleCRTCs }.reduce(0, |)
        let candidates = resources.crtcs.filter { $0.index < 32 && possible & (1 << UInt32($0.index)) != 0 }
        guard let crtc = candidates.first(where: { !busy.contains($0.id) }) ?? candidates.first else {
            throw .noCRTC(device: device, connector: connector.name)
        }
        return crtc
    }

    static func describe(_ connectors: [KMSConnector]) -> [String] {
        connectors.map { "\($0.name) \($0.isConnected ? "connected" : "disconnected")" }
    }

    /// Mode names in order without repeats ("1024x768@60").
    static func uniqueNames(_ modes: [KMSMode]) -> [String] {
        var seen = Set<String>()
        return modes.map(\.description).filter { seen.insert($0).inserted }
    }
}
