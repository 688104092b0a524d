import PickerCore
import PickerService
import PickerSystem

/// `panel-picker mqtt`: a running picker's columns as Home Assistant MQTT Selects.
///
/// Two sources on one `EventLoop`: the broker (libmosquitto) and the picker's control
/// socket. What the picker says (its columns, a column settling, confirm, cancel) is
/// published; what the broker says (a command, rows pushed from the fleet) is checked
/// against the panel's selects and the rate limit, then asked of the picker, whose
/// socket rules decide. Either side may come and go: the bridge connects again and
/// publishes discovery, availability and state again.
package final class FleetBridge {
    /// Commands from the broker, all topics together: a flood is cut before the picker hears it.
    package static let commandsPerSecond = 20
    package static let commandBurst = 40
    /// Refusals published on the error topic; the rest are counted in the next one.
    package static let errorsPerSecond = 5

    private let topics: FleetTopics
    private let session: MosquittoSession
    private let link: PickerLink
    private let signals: SignalDescriptor
    private let loop: EventLoop
    private let log: ServiceLog
    private var entities: [SelectEntity] = []
    /// Object ids whose discovery config is on the broker, so a column that goes away is removed there too.
    private var published: Set<String> = []
    /// The state each select last published, so a refresh in mid-movement republishes nothing stale.
    private var publishedStates: [String: String] = [:]
    private var pickerReady = false
    private var commandLimit = TokenBucket(perSecond: FleetBridge.commandsPerSecond, burst: FleetBridge.commandBurst)
    private var errorLimit = TokenBucket(perSecond: FleetBridge.errorsPerSecond, burst: FleetBridge.errorsPerSecond * 2)
    private var stopping = false

    package init(mqtt: MQTTConfig, nodeID: String, socketPath: String, password: String?, version: String, log: ServiceLog) throws(FleetError) {
        self.log = log
        topics = FleetTopics(mqtt: mqtt, nodeID: nodeID, version: version)
        let say: (LogLevel, String) -> Void = { level, message in log.log(level, message) }
        session = try MosquittoSession(config: mqtt, clientID: "panel-picker-\(nodeID)", password: password,
                                       will: (topics.availability, "offline"), log: say)
        link = PickerLink(path: socketPath, log: say)
        do {
            signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt])
        } catch {
            throw FleetError("cannot watch SIGTERM: \(error)")
        }
        loop = EventLoop(clock: MonotonicClock.nowUs)
        session.onConnected = { [unowned self] in brokerConnected() }
        session.onMessage = { [unowned self] in received($0) }
        link.onConnected = { [unowned self] in pickerConnected() }
        link.onLost = { [unowned self] in pickerLost() }
        link.onEvent = { [unowned self] in pickerEvent($0) }
        loop.add(ReadableSource(signals.descriptor) { [unowned self] in
            if !(try signals.readSignals()).isEmpty { stopping = true }
        })
        loop.add(link)
        loop.add(session)
    }

    /// Runs until SIGTERM or SIGINT, then says `offline` and leaves the broker cleanly.
    package func run() throws {
        while !stopping {
            try loop.turn(until: { stopping })
        }
        publish(topics.availability, "offline", retain: true)
        session.disconnect()
    }

    // MARK: The broker

    private func brokerConnected() {
        publishedStates.removeAll()
        for pattern in topics.subscriptions { session.subscribe(pattern) }
        publish(topics.availability, pickerReady ? "online" : "offline", retain: true)
        guard pickerReady else { return }
        publishDiscovery(all: true)
        for entity in entities { publishState(entity) }
    }

    private func received(_ message: MosquittoSession.Message) {
        guard commandLimit.take(nowUs: loop.readClock()) else {
            refuse(message.topic, "more than \(Self.commandsPerSecond) commands a second; dropped")
            return
        }
        guard pickerReady else {
            refuse(message.topic, "the picker is not reachable; nothing changed")
            return
        }
        switch FleetInbox.request(topic: message.topic, payload: message.payload, topics: topics, entities: entities) {
        case .refused(let reason):
            refuse(message.topic, reason)
        case .select(let column, let value):
            let fields = JSONObject([("column", .string(column)), ("value", .string(value)), ("animated", .bool(true))])
            ask("select", fields, for: message.topic) { [unowned self] in
                // The same option again moves nothing and settles nothing: say the state anyway.
                if let entity = entities.first(where: { $0.columnID == column }), entity.selected == value { publishState(entity, force: true) }
            }
        case .edit(let command, let fields):
            ask(command, fields, for: message.topic) { [unowned self] in refreshFromPicker() }
        }
    }

    /// Asks the picker; its refusal goes to the error topic with the picker's own reason.
    private func ask(_ command: String, _ fields: JSONObject, for topic: String, then: @escaping () -> Void) {
        let sent = link.send(command, fields) { [unowned self] reply in
            if reply["ok"] == .bool(true) {
                then()
            } else {
                refuse(topic, Self.reason(of: reply))
            }
        }
        if !sent { refuse(topic, "the picker is not reading its socket; nothing changed") }
    }

    private func refuse(_ topic: String, _ reason: String) {
        guard errorLimit.take(nowUs: loop.readClock()) else { return }
        let unreported = errorLimit.takeDropped()
        let more = unreported > 0 ? " (and \(unreported) more refusals not reported)" : ""
        publish(topics.error, FleetTopics.errorPayload(topic: topic, reason: reason + more).serialized, retain: false)
        let dropped = commandLimit.takeDropped()
        if dropped > 0 { log.log(.warning, "mqtt: dropped \(dropped) commands: more than \(Self.commandsPerSecond) a second") }
    }

    // MARK: The picker

    private func pickerConnected() {
        link.send("subscribe", JSONObject([("events", .array(["selection_changed", "confirmed", "cancelled"].map(JSONValue.string)))]))
        refreshFromPicker()
    }

    private func pickerLost() {
        pickerReady = false
        publish(topics.availability, "offline", retain: true)
    }

    /// Reads the picker's columns and selection again, and publishes what changed.
    private func refreshFromPicker() {
        link.send("get_state") { [unowned self] reply in
            guard case .object(let result)? = reply["result"], case .object(let document)? = result["config"] else {
                log.log(.error, "mqtt: the picker's get_state said \(Self.reason(of: reply))")
                return
            }
            let model: PickerModel
            do {
                model = try PickerModel(config: PickerConfig.decode(.object(document), directory: ""))
            } catch {
                log.log(.error, "mqtt: the picker's config cannot be read: \(error)")
                return
            }
            var (fresh, tooLarge) = SelectEntity.entities(of: model)
            if case .array(let selection)? = result["selection"] {
                for index in fresh.indices {
                    guard fresh[index].column < selection.count, case .string(let value)? = selection[fresh[index].column]["value"] else { continue }
                    fresh[index].selected = fresh[index].options.contains(value) ? value : nil
                }
            }
            for column in tooLarge {
                refuse(topics.setItems, "column \(column) has more than \(SelectEntity.maximumOptions) options; it is not published as a select")
            }
            let changed = fresh != entities
            entities = fresh
            let wasReady = pickerReady
            pickerReady = true
            if !wasReady { publish(topics.availability, "online", retain: true) }
            if changed || !wasReady {
                publishDiscovery(all: !wasReady)
                for entity in entities { publishState(entity) }
            }
        }
    }

    private func pickerEvent(_ line: JSONValue) {
        switch line["event"] {
        case .string("selection_changed"):
            guard case .number(let number)? = line["column"], let column = number.int,
                  case .string(let value)? = line["value"],
                  let index = entities.firstIndex(where: { $0.column == column }) else { return }
            entities[index].selected = entities[index].options.contains(value) ? value : nil
            publishState(entities[index])
        case .string("confirmed"):
            publish(topics.event, FleetTopics.eventPayload("confirmed", selection: line["selection"]).serialized, retain: false)
        case .string("cancelled"):
            publish(topics.event, FleetTopics.eventPayload("cancelled", selection: nil).serialized, retain: false)
        default:
            break
        }
    }

    // MARK: Publishing

    private func publishDiscovery(all: Bool) {
        if all { publish(topics.eventConfig, topics.eventDiscovery.serialized, retain: true) }
        let current = Set(entities.map(\.objectID))
        for gone in published.subtracting(current) {
            // An empty retained config removes the entity from Home Assistant.
            session.publish(topics.selectConfig(gone), [], retain: true)
        }
        for entity in entities {
            publish(topics.selectConfig(entity.objectID), topics.selectDiscovery(entity).serialized, retain: true)
        }
        published = current
    }

    /// The state once per change; `force` says it again (a command for the option already selected).
    private func publishState(_ entity: SelectEntity, force: Bool = false) {
        guard let selected = entity.selected, force || publishedStates[entity.objectID] != selected else { return }
        if session.publish(topics.state(entity.objectID), Array(selected.utf8), retain: true) {
            publishedStates[entity.objectID] = selected
        }
    }

    private func publish(_ topic: String, _ text: String, retain: Bool) {
        session.publish(topic, Array(text.utf8), retain: retain)
    }

    private static func reason(of reply: JSONValue) -> String {
        if case .object(let error)? = reply["error"], case .string(let message)? = error["message"] {
            let code: String = if case .string(let code)? = error["code"] { "\(code): " } else { "" }
            return code + message
        }
        return "no reply"
    }
}
