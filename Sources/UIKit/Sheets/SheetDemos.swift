// Covers the sheet demos the UIKit module's goldens and docs record (a page sheet, a form sheet,
// a detent change, a stack of two): each a root screen and the action that presents or changes
// a sheet over it, in UIKit's own calls. The catalog's `page-sheet`, `form-sheet` and
// `sheet-detent` make the same calls on a scene's screens (TransitionCatalog, Catalog+Sheets.swift).

import Foundation

/// The sheet presentations the catalog records, each as a root controller and an action.
package enum SheetDemos {
    /// A screen of one colour with a title in its upper part.
    package final class Screen: UIViewController {
        let colour: UIColor
        let text: String
        let textColour: UIColor
        package init(_ colour: UIColor, title: String, textColour: UIColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)) {
            self.colour = colour
            text = title
            self.textColour = textColour
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        package override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
            let label = UILabel(frame: CGRect(x: 20, y: 60, width: 300, height: 40))
            label.text = text
            label.textColor = textColour
            label.font = UIFont.boldSystemFont(ofSize: 28)
            view.addSubview(label)
        }
    }

    /// The root screen every demo starts from (systemBlue, Apple's published light value).
    package static func makeRoot() -> Screen { Screen(UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1), title: "Root") }
    /// A sheet's screen (white, dark title).
    package static func makeSheet(_ title: String) -> Screen {
        Screen(UIColor(red: 1, green: 1, blue: 1, alpha: 1), title: title, textColour: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    /// `page-sheet`: `present(_:animated:)` with the default style (`.automatic`, a page sheet).
    package static func makePageSheetDemo() -> (root: UIViewController, action: () -> Void) {
        let root = makeRoot(), sheet = makeSheet("Page sheet")
        return (root, { root.present(sheet, animated: true) })
    }

    /// `form-sheet`: a `.formSheet` (on a phone, drawn as the page sheet is, as UIKit draws it in a compact width).
    package static func makeFormSheetDemo() -> (root: UIViewController, action: () -> Void) {
        let root = makeRoot(), sheet = makeSheet("Form sheet")
        sheet.modalPresentationStyle = .formSheet
        return (root, { root.present(sheet, animated: true) })
    }

    /// `sheet-detent`: a sheet with a grabber resting at the medium detent grows to the large one
    /// inside `animateChanges`.
    package static func makeDetentChangeDemo() -> (root: UIViewController, action: () -> Void) {
        let root = makeRoot(), sheet = makeSheet("Detents")
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        return (root, {
            root.present(sheet, animated: false)
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
        })
    }

    /// `sheet-stack`: a second sheet presented over a first.
    package static func makeStackDemo() -> (root: UIViewController, action: () -> Void) {
        let root = makeRoot(), first = makeSheet("First"), second = makeSheet("Second")
        second.view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        return (root, {
            root.present(first, animated: false)
            first.present(second, animated: true)
        })
    }
}
