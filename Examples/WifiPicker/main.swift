// An example of embedding PanelPicker in your own program: a Wi-Fi network
// chooser whose list changes while it is on screen (networks come and go as a
// pretend scan runs), driven from the program's own poll() loop beside its
// other work, reacting to the delegate's calls. Each row is a rich row: the
// network's signal icon, its name with security and band, and a lock when secured.
//
//     swift run wifi-picker                 # terminal preview when run in a terminal
//     swift run wifi-picker --backend drm   # on a panel
//     wifi-picker --frame first.png         # the first scan's frame, offscreen; prints its config
import Glibc
import PanelPicker

/// One network a scan found.
struct Network {
    var name: String
    /// 1 (weak) to 4 (strong): which shipped signal icon leads the row.
    var bars: Int
    var security: String?
    var band: String
}

/// The program's own state: what the scan has found so far.
final class NetworkList: PickerDataSource, PickerDelegate {
    private(set) var networks: [Network] = [Network(name: "Scanning…", bars: 0, security: nil, band: "")]
    private var scanStep = 0
    var chosen: String?
    /// The folder of the shipped icons (`configs/icons`) when the program runs from the checkout; nil shows text only.
    let icons: String?

    init(icons: String?) { self.icons = icons }

    /// A scan found more (or lost some) networks.
    func scan() {
        let home = Network(name: "home-5G", bars: 4, security: "WPA2", band: "5 GHz")
        let office = Network(name: "office", bars: 3, security: "WPA3", band: "5 GHz")
        let cafe = Network(name: "cafe-guest", bars: 2, security: nil, band: "2.4 GHz")
        let lab = Network(name: "lab", bars: 1, security: "WPA2", band: "2.4 GHz")
        let seen = [[home, office], [home, office, cafe, lab], [home, cafe, lab]]
        networks = seen[scanStep % seen.count]
        scanStep += 1
    }

    // MARK: PickerDataSource

    func numberOfColumns(inSection section: Int) -> Int { 1 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { networks.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { networks[row].name }
    func identifier(forColumn column: Int, section: Int) -> String? { "network" }

    /// The network's signal icon, its name with security and band after it, and a lock when it is secured.
    func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
        let network = networks[row]
        guard network.bars > 0 else { return PickerRowContent(title: network.name) }
        return PickerRowContent(
            title: network.name, detail: "\(network.security ?? "open") · \(network.band)", detailPosition: .after,
            leadingImagePath: icons.map { "\($0)/signal-\(network.bars).png" },
            trailingImagePath: network.security == nil ? nil : icons.map { "\($0)/lock.png" })
    }

    // MARK: PickerDelegate

    func picker(_ picker: Picker, didSelect row: SelectedRow) {
        log("selected \(row.value)")
    }

    func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) {
        log("tapped row \(row)")
    }

    // A confirm or a cancel ends the picker (`isStopped`), which ends the loop below.
    func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
        chosen = selection.first?.value
    }
}

func log(_ text: String) {
    let line = "wifi-picker: \(text)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

var backend = PickerBackend.auto
var framePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--backend", let name = arguments.popFirst(), let chosen = PickerBackend(rawValue: name) {
        backend = chosen
    } else if argument == "--frame", let path = arguments.popFirst() {
        framePath = path
        backend = .offscreen
    } else {
        log("usage: wifi-picker [--backend auto|drm|fbdev|terminal|offscreen] [--frame FILE.png]")
        exit(2)
    }
}

/// The shipped icons, found from the checkout (`swift run wifi-picker`); a copy run elsewhere draws text only.
func shippedIcons() -> String? {
    guard let folder = getcwd(nil, 0) else { return nil }
    defer { free(folder) }
    let icons = String(cString: folder) + "/configs/icons"
    return access(icons + "/lock.png", R_OK) == 0 ? icons : nil
}

let networks = NetworkList(icons: shippedIcons())
var style = PickerStyle()
style.appearance = .flat
style.rowHeight = 56
style.visibleRows = 7
style.rowScale = 0.8
style.selection = .overlay(color: nil, alpha: 0.25)

let picker: Picker
do {
    picker = try Picker(dataSource: networks, style: style, backend: backend, log: log)
} catch {
    log("\(error)")
    exit(3)
}
picker.delegate = networks

// A picture of the first scan, for checking a build (scripts/check-example-links): the
// frame as a PNG file, and the configuration it shows on standard output.
if let framePath {
    networks.scan()
    do {
        try picker.reloadColumn(0)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        try picker.frame.writePNG(toFile: framePath)
    } catch {
        log("\(error)")
        exit(3)
    }
    print(picker.configuration.json)
    exit(0)
}

// The program's own loop: the picker's descriptors and deadline beside a scan every 2 s.
let scanPeriodUs: Int64 = 2_000_000
var nextScanUs = picker.clock.nowUs()
while !picker.isStopped {
    let nowUs = picker.clock.nowUs()
    if nowUs >= nextScanUs {
        networks.scan()
        do { try picker.reloadColumn(0) } catch { log("\(error)") }
        nextScanUs = nowUs + scanPeriodUs
    }
    let deadlineUs = min(picker.nextDeadlineUs ?? nextScanUs, nextScanUs)
    var fds = picker.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let timeoutMs = Int32(clamping: max(0, (deadlineUs - nowUs + 999) / 1000))
    _ = poll(&fds, nfds_t(fds.count), timeoutMs)
    do {
        try picker.handleEvents(nowUs: picker.clock.nowUs())
    } catch {
        log("\(error)")
        break
    }
}
picker.close()
if let chosen = networks.chosen {
    print("{\"network\": \"\(chosen)\"}")
    exit(0)
}
exit(1)
