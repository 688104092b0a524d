import PanelPicker
import PickerControl
import PickerCore

/// The socket's `calibrate`: the panel shows the targets, then the picker again.
///
/// The matrix is reported, not applied: `input` belongs to the config file on
/// disk (docs/control.md, "Trust"), so a client cannot change how touches map;
/// whoever owns the file puts the reported numbers there (`panel-picker calibrate
/// --write` does the same on a stopped kiosk).
extension Kiosk {
    func calibrate(points: CalibrationPointCount, timeoutS: Int) -> ControlResult {
        picker.calibrationEnded = { [weak self] outcome in self?.calibrationEnded(outcome) }
        do throws(PickerError) {
            try picker.beginCalibration(points: points, timeoutUs: Int64(timeoutS) * 1_000_000)
        } catch {
            return .failure(ControlError(.failed, error.message))
        }
        log.info("calibrate: started over the control socket (\(points.rawValue) targets, \(timeoutS) s)")
        return .success(.object(JSONObject([("calibrating", .bool(true)), ("points", .int(points.rawValue)), ("timeout_s", .int(timeoutS))])))
    }

    private func calibrationEnded(_ outcome: CalibrationScreen.Outcome) {
        switch outcome {
        case .finished(let fit):
            let entries = fit.entries
            log.info("calibrate: input.calibration \(entries.map(\.exactDecimal).joined(separator: " ")) (not applied: put it in \(configPath))")
            server?.publish(ControlEvent(.calibrated, JSONObject([
                ("calibration", CalibrationConfigEdit.matrix(entries)),
                ("residual", .number(JSONNumber(text: Fixed(raw: Int64((fit.rmsResidual * 65536).rounded())).exactDecimal))),
            ])))
        case .cancelled:
            log.info("calibrate: cancelled; nothing changed")
            server?.publish(ControlEvent(.calibrationCancelled, JSONObject()))
        }
    }
}
