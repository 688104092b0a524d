import Testing
@testable import PickerInput

@Suite struct DeviceClassificationTests {
    typealias Roles = DeviceClassification.Roles

    static func touchKind(_ source: DeviceClassification.TouchSource?) -> String {
        switch source {
        case .slots(_, _, let count, _, _): "protocol B, \(count) slots"
        case .contacts: "protocol A"
        case .single(_, _, let button): "single, button 0x\(String(button, radix: 16))"
        case .relative: "relative"
        case nil: "none"
        }
    }

    static let recorded: [(file: String, roles: Roles, touch: String)] = [
        (file: "touchscreen-protocol-b.evemu", roles: Roles.touchscreen, touch: "protocol B, 10 slots"),
        (file: "touchscreen-protocol-a.evemu", roles: .touchscreen, touch: "protocol A"),
        (file: "touchscreen-single.evemu", roles: .touchscreen, touch: "single, button 0x14a"),
        (file: "qemu-usb-tablet.evemu", roles: [.absolutePointer, .encoder], touch: "single, button 0x110"),
        (file: "mouse-hires-wheel.evemu", roles: [.relativeMouse, .encoder], touch: "relative"),
        (file: "keyboard.evemu", roles: .keys, touch: "none"),
        (file: "rotary-encoder.evemu", roles: [.encoder, .keys], touch: "none"),
        (file: "touchpad.evemu", roles: [], touch: "none"),
    ]

    @Test(arguments: recorded)
    func recordedDevicesAreClassifiedByTheirCapabilities(file: String, roles: Roles, touch: String) throws {
        let classification = DeviceClassification(try EvemuRecording.device(file))
        #expect(classification.roles == roles, "\(file): \(classification.roles)")
        #expect(DeviceClassificationTests.touchKind(classification.touch) == touch, "\(file)")
    }

    typealias Axis = DeviceCapabilities.AbsoluteAxis
    static let axis = Axis(minimum: 0, maximum: 1023)

    static let described: [(name: String, device: DeviceCapabilities, roles: Roles)] = [
        (name: "direct MT without BTN_TOUCH is a touchscreen",
         device: DeviceCapabilities(name: "", properties: [EvdevProperty.direct],
                                    absoluteAxes: [EvdevAbs.mtSlot: Axis(minimum: 0, maximum: 4), EvdevAbs.mtPositionX: axis, EvdevAbs.mtPositionY: axis, EvdevAbs.mtTrackingId: axis]),
         roles: Roles.touchscreen),
        (name: "a pen display (direct, BTN_TOOL_PEN, BTN_TOUCH) is a touchscreen",
         device: DeviceCapabilities(name: "", properties: [EvdevProperty.direct], keys: [EvdevKey.btnToolPen, EvdevKey.btnTouch],
                                    absoluteAxes: [EvdevAbs.x: axis, EvdevAbs.y: axis]),
         roles: .touchscreen),
        (name: "an indirect pen tablet is an absolute pointer pressed by BTN_TOUCH",
         device: DeviceCapabilities(name: "", keys: [EvdevKey.btnToolPen, EvdevKey.btnTouch, EvdevKey.btnStylus],
                                    absoluteAxes: [EvdevAbs.x: axis, EvdevAbs.y: axis]),
         roles: .absolutePointer),
        (name: "direct ABS_X/Y without a touch button is nothing",
         device: DeviceCapabilities(name: "", properties: [EvdevProperty.direct], absoluteAxes: [EvdevAbs.x: axis, EvdevAbs.y: axis]),
         roles: []),
        (name: "a dial is an encoder",
         device: DeviceCapabilities(name: "", relativeAxes: [EvdevRel.dial]), roles: .encoder),
        (name: "a power button is nothing",
         device: DeviceCapabilities(name: "", keys: [116]), roles: []),
        (name: "a mouse with touch and keys is several things",
         device: DeviceCapabilities(name: "", keys: [EvdevKey.btnLeft, EvdevKey.up, EvdevKey.enter], relativeAxes: [EvdevRel.x, EvdevRel.y, EvdevRel.wheel]),
         roles: [.relativeMouse, .encoder, .keys]),
    ]

    @Test(arguments: described)
    func capabilitiesDecideTheRoles(name: String, device: DeviceCapabilities, roles: Roles) {
        #expect(DeviceClassification(device).roles == roles, "\(name)")
    }

    @Test func aHiResWheelReplacesItsLowResAxis() {
        let device = DeviceCapabilities(name: "", relativeAxes: [EvdevRel.wheel, EvdevRel.wheelHiRes, EvdevRel.hwheel])
        let axes = DeviceClassification(device).encoderAxes
        #expect(axes.keys.sorted() == [EvdevRel.hwheel, EvdevRel.wheelHiRes])
        #expect(axes[EvdevRel.wheelHiRes]?.unitsPerDetent == 120)
    }
}
