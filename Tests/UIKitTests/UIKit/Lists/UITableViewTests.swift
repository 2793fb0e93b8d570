import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A cell class made by the table (it counts how it was made and reused).
private final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

/// Sections of rows, each cell titled by its path; counts the cells it is asked for.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var asked: [IndexPath] = []
    var selectedRows: [IndexPath] = []
    var headerTitles: [Int: String] = [:]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? UITableView.automaticDimension }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath) }
}

/// Twenty sections of two rows, each with a reusable header view titled by its section.
private final class HeaderedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        v?.textLabel?.text = "Section \(section)"
        return v
    }
}

/// A screen that is one table.
private final class TableScreen: UIViewController {
    let table: UITableView
    init(style: UITableView.Style = .plain) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: style)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = table }
}

final class UITableViewTests: XCTestCase {
    private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    private func table(_ rows: Rows, style: UITableView.Style = .plain, height: CGFloat = 100) -> UITableView {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: height), style: style)
        t.register(CountingCell.self, forCellReuseIdentifier: "row")
        t.dataSource = rows
        t.delegate = rows
        t.layoutIfNeeded()
        return t
    }

    func testIndexPathRowItemSection() {
        var ip = IndexPath(row: 3, section: 2)
        XCTAssertEqual(ip.row, 3)
        XCTAssertEqual(ip.section, 2)
        XCTAssertEqual(ip.item, 3)
        ip.row = 5
        XCTAssertEqual(ip, IndexPath(item: 5, section: 2))
    }

    func testPlainRowFramesFollowRowHeight() {
        let rows = Rows([3, 4])
        rows.heights[IndexPath(row: 1, section: 1)] = 50
        let t = table(rows)
        t.rowHeight = 30
        // Section 0: rows at 0, 30, 60; section 1 at 90, 120, then the 50-pt row, then 200.
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 60, width: 100, height: 30))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 120, width: 100, height: 50))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 3, section: 1)), CGRect(x: 0, y: 200, width: 100, height: 30))
        t.layoutIfNeeded()
        XCTAssertEqual(t.contentSize, CGSize(width: 100, height: 230))
        XCTAssertEqual(t.numberOfRows(inSection: 1), 4)
        XCTAssertEqual(t.indexPathForRow(at: CGPoint(x: 50, y: 125)), IndexPath(row: 1, section: 1))
    }

    func testADelegateSetLaterSizesTheRows() {
        let rows = Rows([2])
        rows.heights[IndexPath(row: 0, section: 0)] = 70
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        t.dataSource = rows
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 44)
        t.delegate = rows
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 70)
    }

    func testHeaderViewsAreDequeuedAndReused() {
        let rows = HeaderedRows()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        t.register(CountingCell.self, forCellReuseIdentifier: "row")
        t.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        t.dataSource = rows
        t.delegate = rows
        t.rowHeight = 30
        t.layoutIfNeeded()
        // Each section: a 20-pt header, two 30-pt rows, an 18-pt footer: 98 pt.
        XCTAssertEqual(t.rectForHeader(inSection: 1), CGRect(x: 0, y: 98, width: 100, height: 20))
        let first = t.headerView(forSection: 0)!
        XCTAssertEqual(first.textLabel?.text, "Section 0")
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        t.contentOffset = CGPoint(x: 0, y: 98 * 10)
        t.layoutIfNeeded()
        XCTAssertNil(t.headerView(forSection: 0))
        let tenth = t.headerView(forSection: 10)!
        XCTAssertTrue(tenth === first || t.headerView(forSection: 11) === first)
        XCTAssertEqual(tenth.textLabel?.text, "Section 10")
    }

    func testAutomaticRowHeightIs44() {
        let t = table(Rows([2]))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 44, width: 100, height: 44))
    }

    func testGroupedSectionsHaveHeadersAndFooters() {
        let rows = Rows([2, 1])
        rows.headerTitles[1] = "Second"
        let t = table(rows, style: .grouped)
        // Section 0: an 18-pt header, rows at 18 and 62, an 18-pt footer to 124; section 1's titled header is 38 pt.
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 62)
        XCTAssertEqual(t.rectForHeader(inSection: 1), CGRect(x: 0, y: 124, width: 100, height: 38))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 162)
        let inset = table(Rows([1]), style: .insetGrouped)
        XCTAssertEqual(inset.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 16, y: 18, width: 68, height: 44))
    }

    func testOnlyVisibleRowsGetCells() {
        let rows = Rows([20])
        let t = table(rows)
        t.rowHeight = 30
        t.layoutIfNeeded()
        // 100 pt of a 30-pt rhythm: rows 0...3 show.
        XCTAssertEqual(t.indexPathsForVisibleRows, (0...3).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(rows.asked.count, 4)
        XCTAssertNotNil(t.cellForRow(at: IndexPath(row: 3, section: 0)))
        XCTAssertNil(t.cellForRow(at: IndexPath(row: 4, section: 0)))
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.frame, CGRect(x: 0, y: 60, width: 100, height: 30))
    }

    func testScrolledAwayCellsAreReused() {
        CountingCell.made = 0
        let rows = Rows([40])
        let t = table(rows)
        t.rowHeight = 30
        t.layoutIfNeeded()
        let before = Set(t.visibleCells.map(ObjectIdentifier.init))
        XCTAssertEqual(CountingCell.made, 4)
        t.contentOffset = CGPoint(x: 0, y: 600)
        t.layoutIfNeeded()
        // Rows 20...23 show, in the same four cell objects, each prepared for reuse once.
        XCTAssertEqual(t.indexPathsForVisibleRows, (20...23).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(Set(t.visibleCells.map(ObjectIdentifier.init)), before)
        XCTAssertEqual(CountingCell.made, 4)
        XCTAssertEqual(t.visibleCells.map { ($0 as! CountingCell).reuses }, [1, 1, 1, 1])
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 21, section: 0))?.textLabel?.text, "0.21")
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 21, section: 0))?.frame.minY, 630)
    }

    func testDequeueWithoutRegistrationOrPoolIsNil() {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        XCTAssertNil(t.dequeueReusableCell(withIdentifier: "nothing"))
    }

    func testSelectionByCode() {
        let rows = Rows([5])
        let t = table(rows)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(t.cellForRow(at: IndexPath(row: 1, section: 0))!.isSelected)
        t.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(t.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
        XCTAssertFalse(t.cellForRow(at: IndexPath(row: 1, section: 0))!.isSelected)
        t.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        XCTAssertNil(t.indexPathForSelectedRow)
        XCTAssertTrue(rows.selectedRows.isEmpty) // selecting in code does not call the delegate
    }

    func testATapSelectsTheRowAndDrawsTheGrayFill() throws {
        let screen = TableScreen()
        let rows = Rows([5])
        screen.table.register(CountingCell.self, forCellReuseIdentifier: "row")
        screen.table.dataSource = rows
        screen.table.delegate = rows
        screen.table.rowHeight = 30
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: screen, pan: [(0, 50, 45), (0.05, 50, 45)], on: screen.table)
        XCTAssertEqual(rows.selectedRows, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(frames.last![90, 40], PremultipliedColor(r: 209, g: 209, b: 214, a: 255))
        XCTAssertEqual(frames.last![90, 10], white)
    }

    func testAnAnimatedDeselectionFadesTheFillOut() throws {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            }
        }
        let list = List(style: .plain), detail = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        nav.isNavigationBarHidden = true
        nav.setViewControllers([list, detail], animated: false)
        list.tableView.rowHeight = 30
        list.tableView.layoutIfNeeded()
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.clearsSelectionOnViewWillAppear = false
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: nav) {
            nav.popViewController(animated: false)
            list.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        }
        // An animated deselection fades the gray fill out over 0.3 s.
        XCTAssertEqual(frames.count, 4)
        XCTAssertEqual(frames[0][50, 45], PremultipliedColor(r: 209, g: 209, b: 214, a: 255))
        XCTAssertGreaterThan(frames[1][50, 45].r, 209)
        XCTAssertLessThan(frames[1][50, 45].r, 255)
        XCTAssertEqual(frames[3][50, 45], white)
        XCTAssertNil(list.tableView.indexPathForSelectedRow)
    }

    func testSeparatorsAreHairlinesInsetBy16() throws {
        let screen = TableScreen()
        let rows = Rows([2])
        screen.table.register(CountingCell.self, forCellReuseIdentifier: "row")
        screen.table.dataSource = rows
        screen.table.rowHeight = 30
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 2, fps: 10)
        let frames = try recorder.frames(root: screen, pan: [(0, 1, 1)], on: screen.table)
        // The line is the last pixel row of each row (y = 59 at 2x), from x = 16 pt (32 px):
        // 0.29 of (60, 60, 67) over white.
        let line = PremultipliedColor(r: 198, g: 198, b: 200, a: 255)
        XCTAssertEqual(frames[0][100, 59], line)
        XCTAssertEqual(frames[0][33, 59], line)
        XCTAssertEqual(frames[0][30, 59], white)
        XCTAssertEqual(frames[0][100, 58], white)
        XCTAssertEqual(frames[0][100, 60], white)
        // The cell's content view stops above the line.
        XCTAssertEqual(screen.table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.height, 29.5)
        // Below the two rows (60 pt) the empty rows' lines go on every 30 pt (their last pixel row: 179 at 2x).
        XCTAssertEqual(frames[0][100, 179], line)
        XCTAssertEqual(frames[0][100, 150], white)
        screen.table.tableFooterView = UIView()
        XCTAssertEqual(try recorder.frames(root: screen, pan: [(0, 1, 1)], on: screen.table)[0][100, 179], white)
        screen.table.separatorStyle = .none
        XCTAssertEqual(try recorder.frames(root: screen, pan: [(0, 1, 1)], on: screen.table)[0][100, 59], white)
    }

    func testCellStylesLayOutAtTheMargins() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        // The chevron is 8 pt wide at the 16-pt margin; the content view ends where it starts.
        XCTAssertEqual(cell.contentView.frame.width, 320 - 16 - 8)
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertEqual(cell.detailTextLabel?.frame.maxX, 296 - 8)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertNil(plain.detailTextLabel)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        XCTAssertEqual(subtitle.detailTextLabel?.frame.minY, subtitle.textLabel?.frame.maxY)
        XCTAssertEqual(subtitle.detailTextLabel?.font.pointSize, 12)
    }
}
