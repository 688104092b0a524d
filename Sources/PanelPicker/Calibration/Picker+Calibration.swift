import PickerCore
import PickerDisplay
import PickerInput
import PickerRender

/// A calibration running in place of the picker, and when it gives up.
struct RunningCalibration {
    var screen: CalibrationScreen
    var deadlineUs: Int64
}

extension Picker {
    /// True while calibration targets are shown instead of the picker.
    package var isCalibrating: Bool { calibration != nil }

    /// Shows touch calibration targets instead of the picker (the kiosk's socket `calibrate`) until
    /// the fit passes its check, Escape, or `timeoutUs` passes; then the picker is back and
    /// `calibrationEnded` hears the outcome. Touches meanwhile reach the calibration uncalibrated
    /// and unrotated (as `panel-picker calibrate` reads them), not the picker; its countdown waits.
    /// - Throws: `.device` without a touchscreen on the DRM backend, `.badInput` when one runs already
    ///   or the theme's font cannot be opened.
    package func beginCalibration(points: CalibrationPointCount, timeoutUs: Int64) throws(PickerError) {
        guard calibration == nil else { throw PickerError(.badInput, "a calibration is showing already") }
        openDevicesOnceShown(now: true)
        let touchRoles: DeviceClassification.Roles = [.touchscreen, .absolutePointer]
        guard let input, input.devicesInUse.contains(where: { !$0.roles.isDisjoint(with: touchRoles) }) else {
            throw PickerError(.device, "calibration needs a touchscreen on the DRM backend; this picker runs on \(backend.rawValue) "
                + (input == nil ? "with no evdev devices" : "and none of its devices is a touchscreen"))
        }
        let geometry = CalibrationGeometry(pictureWidth: display.width, pictureHeight: display.height, rotation: touchPanel.rotation)
        let painter: CalibrationPainter
        do throws(RenderError) {
            painter = try CalibrationPainter(theme: configuration.config.theme, width: geometry.pictureWidth, height: geometry.pictureHeight)
        } catch {
            throw PickerError(.badInput, "\(error)")
        }
        let nowUs = callUs
        let scanout = geometry.scanoutSize
        let raw = TouchMappingSettings(swapAxes: touchMapping.swapAxes, invertX: touchMapping.invertX, invertY: touchMapping.invertY)
        // Fingers on the picker now end there; the calibration starts with none down.
        for cancelled in input.remap(raw, panel: PanelGeometry(widthPx: scanout.width, heightPx: scanout.height), nowUs: nowUs) {
            do throws(PickerEngineError) {
                _ = try engine.handle(cancelled.event, atUs: cancelled.timeUs)
            } catch {
                log("input: \(error.message)")
            }
        }
        calibration = RunningCalibration(
            screen: CalibrationScreen(session: CalibrationSession(geometry: geometry, points: points), painter: painter, display: display, log: log),
            deadlineUs: nowUs + timeoutUs)
        frameWanted = true
    }

    /// When the calibration next needs the loop: its frame, or its timeout.
    var calibrationDeadlineUs: Int64? {
        guard let calibration else { return nil }
        guard calibration.screen.frameWanted else { return calibration.deadlineUs }
        switch display.readiness(nowUs: lastUs) {
        case .now: return lastUs
        case .at(let timeUs): return Swift.min(timeUs, calibration.deadlineUs)
        case .afterEvents: return calibration.deadlineUs
        }
    }

    /// `handleEvents` while calibrating: the inputs go to the calibration, which draws when it changed.
    func handleCalibration(_ inputs: [(event: InputEvent, timeUs: Int64)], atUs timeUs: Int64) throws(PickerError) {
        guard let calibration else { return }
        for (event, _) in inputs {
            if let outcome = calibration.screen.handle(event) {
                endCalibration(outcome, atUs: timeUs)
                return
            }
        }
        if timeUs >= calibration.deadlineUs {
            log("calibrate: timed out")
            endCalibration(.cancelled, atUs: timeUs)
            return
        }
        do {
            try calibration.screen.drawIfReady(nowUs: timeUs)
        } catch {
            throw PickerError(.device, "\(error)")
        }
    }

    private func endCalibration(_ outcome: CalibrationScreen.Outcome, atUs timeUs: Int64) {
        calibration = nil
        // The calibration's taps are no input the picker showed.
        unshownInputUs = nil
        // The calibration's fingers never reached the picker: their cancels are dropped.
        _ = input?.remap(touchMapping, panel: touchPanel, nowUs: timeUs)
        renderer.invalidate()
        frameWanted = true
        confirmFlow.inputReceived(atUs: timeUs)
        calibrationEnded?(outcome)
    }
}
