import PanelPicker
import PickerControl
import PickerCore

/// A client's byte stream on the control socket, answered as `panel-picker run` answers it:
/// framed into lines, each decoded, and the picker commands carried out on a kiosk's config
/// document and engine (edits validated as a config before they count).
enum ControlTarget {
    /// Small, so the fuzzer reaches the overlong-line path; the framer works the same at any limit.
    static let maximumLineBytes = 256

    /// Two sections, one of them a date, so every kind of column edit has something to act on.
    static let startDocument = """
        {"size": "320x240", "row_height": 24, "sections": [
          {"width": 0.5, "columns": [{"id": "h", "range": {"from": 0, "to": 23, "format": "%02d"}},
                                     {"id": "m", "items": ["00", "15", "30", "45"], "infinite": true, "disabled": [1]}]},
          {"width": 0.5, "date": {"from": 2020, "to": 2030, "selected": "2024-02-29"}}
        ]}
        """
    static let startConfiguration = try? PickerConfiguration(json: startDocument, directory: ConfigTarget.imageDirectory)

    static func run(_ bytes: [UInt8]) {
        guard let startConfiguration, var session = ControlSession(startConfiguration) else { return }
        var framer = LineFramer(maximumLineBytes: maximumLineBytes)
        var pieces: [LineFramer.Piece] = []
        bytes.withUnsafeBytes { stream in
            // Chunk sizes come from the stream itself, so the fuzzer also varies where reads split lines.
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + Int(stream[start] % 97) + 1)
                pieces += framer.append(UnsafeRawBufferPointer(rebasing: stream[start..<end]))
                start = end
            }
        }
        if framer.finish() != nil { pieces.append(.unterminated) }
        for case .line(let line) in pieces {
            switch RequestDecoder.decode(line) {
            case .failure(let failure):
                _ = ControlMessage.reply(id: failure.id, .failure(failure.error))
            case .success(let request):
                guard case .picker(let command) = request.command else { continue }
                _ = ControlMessage.reply(id: request.id, session.perform(command))
            }
        }
    }
}

/// The kiosk's picker state without a display: the config document edits apply to, and the engine.
struct ControlSession {
    var configuration: PickerConfiguration
    var engine: PickerEngine
    var nowUs: Int64 = 0

    init?(_ configuration: PickerConfiguration) {
        guard let engine = try? PickerEngine(config: configuration.config) else { return nil }
        self.configuration = configuration
        self.engine = engine
    }

    mutating func perform(_ command: PickerCommand) -> ControlResult {
        nowUs += 16_667
        switch command {
        case .getState, .getSelection, .confirm, .screenshot, .power(.wake), .power(.sleep):
            return .success(engine.model.selectionReport)
        case .power(.setFeedback(let enabled)):
            engine.clicksEnabled = enabled
            return .success(engine.model.selectionReport)
        case .select(let column, let row, let animated):
            return select(column, row, animated: animated)
        case .setItems, .setColumns, .setTheme, .loadConfig:
            return apply(ConfigEdit.edit(for: command) { column in (try? columnIndex(column)).map { engine.model.columns[$0].selectedValue } })
        }
    }

    private func columnIndex(_ reference: ColumnReference) throws(ControlError) -> Int {
        let found: Int? = switch reference {
        case .index(let index): engine.model.columns.indices.contains(index) ? index : nil
        case .id(let id): engine.model.columnIndex(named: id)
        }
        guard let found else { throw ControlError(.notFound, "\(reference) does not exist") }
        return found
    }

    private mutating func select(_ columnReference: ColumnReference, _ rowReference: RowReference, animated: Bool) -> ControlResult {
        let column: Int
        do throws(ControlError) { column = try columnIndex(columnReference) } catch { return .failure(error) }
        let row: Int? = switch rowReference {
        case .index(let index): index
        case .value(let value): engine.model.columns[column].rows.index(ofValue: value)
        }
        guard let row else { return .failure(ControlError(.notFound, "no \(rowReference)")) }

        guard (try? engine.handle(.select(column: column, row: row, animated: animated), atUs: nowUs)) != nil else {
            return .failure(ControlError(.notFound, "\(columnReference) has no \(rowReference)"))
        }
        return .success(.string(engine.model.columns[column].row(row).value))
    }

    /// As the kiosk does: the edited document must pass as a config before it replaces the running one.
    private mutating func apply(_ edit: (JSONObject) throws(ControlError) -> JSONObject) -> ControlResult {
        do throws(ControlError) {
            let candidate = try edit(configuration.document)
            do throws(ConfigError) {
                let next = try PickerConfiguration(document: candidate, directory: configuration.directory)
                (configuration, engine) = (next, try PickerEngine(config: next.config))
            } catch {
                throw ControlError(.invalidConfig, "\(error)")
            }
        } catch {
            return .failure(error)
        }
        return .success(.object(configuration.document))
    }
}
