import UIKit

// The sheets: UIKit presents, dismisses and resizes them itself (UISheetPresentationController
// on its spring), so an entry here is not an animator but the calls an app makes — a style set
// on the controller, `present`/`dismiss`, a detent chosen in `animateChanges`. Their numbers
// and each one's source are in docs/sheets.md; docs/catalog.md has the entries' rows.

extension CatalogEntry {
    /// A sheet entry: UIKit's own animation, started by `makeAction`'s calls.
    init(sheet name: String, summary: String, kind: Kind, sources: String,
         makeAction: @escaping (CatalogSheetRun) -> () -> Void) {
        self.name = name
        self.summary = summary
        defaultDuration = Catalog.sheetDuration
        curve = Catalog.sheetCurve
        self.sources = sources
        self.kind = kind
        needsTrigger = false
        parameterNames = []
        durationPart = nil
        animation = .sheet { run in
            if let d = run.setup.requestedDuration {
                run.setup.warn("\(name): a sheet runs on UIKit's \(CatalogEntry.seconds(Catalog.sheetDuration)) spring; "
                    + "the requested duration \(CatalogEntry.seconds(d)) is not used")
            }
            return makeAction(run)
        }
    }
}

extension Catalog {
    /// A sheet's presentation, dismissal and detent change: `defaultDurationForTransition:8`.
    static let sheetDuration = 0.4
    static let sheetCurve = "the sheet spring: mass 1, stiffness 333.33, damping 36.51 (critically damped, response 0.3441442326 s; "
        + "decompiled _UISheetPresentationMetrics)"
    static let sheetSources = "decompiled _UISheetPresentationMetrics (corner radius 10, top offset 10, 0.4 s, the spring) "
        + "and _UISheetLayoutInfo; apple-backports' reading of iOS 16.0 (scale-back, dimming, medium detent); "
        + "Bosco Ho's device measurements (detent heights); docs/sheets.md"

    /// The page sheet, the form sheet and a detent change.
    static let sheetTransitions: [CatalogEntry] = [
        CatalogEntry(sheet: "page-sheet", summary: "UIKit's page sheet (.pageSheet, what .automatic is on a phone): the card slides up, "
                     + "the screen behind scales back with rounded corners over black, dimmed", kind: .sheet, sources: sheetSources) { run in
            run.sheet.modalPresentationStyle = .pageSheet
            return presentOrDismiss(run)
        },
        CatalogEntry(sheet: "form-sheet", summary: "UIKit's form sheet (.formSheet): a page sheet in a compact width, "
                     + "a centred card on a pad (580 x 640 pt on a 10th-generation iPad)", kind: .sheet,
                     sources: sheetSources + "; the pad's size: decompiled defaultFormSheetSizeForScreenSize:") { run in
            run.sheet.modalPresentationStyle = .formSheet
            return presentOrDismiss(run)
        },
        CatalogEntry(sheet: "sheet-detent", summary: "a page sheet with a grabber at the medium detent grows to the large one in "
                     + "animateChanges (collapse: large to medium)", kind: .detentChange,
                     sources: sheetSources + "; medium = 0.56 of the largest detent on screens taller than 568 pt") { run in
            let sheet = run.sheet, forward = run.setup.isForward
            sheet.modalPresentationStyle = .pageSheet
            guard let controller = sheet.sheetPresentationController else {
                preconditionFailure("a page sheet has a sheet presentation controller")
            }
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
            controller.selectedDetentIdentifier = forward ? .medium : .large
            return {
                run.presenting.present(sheet, animated: false)
                controller.animateChanges { controller.selectedDetentIdentifier = forward ? .large : .medium }
            }
        },
    ]

    /// Presents the sheet, or for the reverse shows it without animation and dismisses it.
    private static func presentOrDismiss(_ run: CatalogSheetRun) -> () -> Void {
        let presenting = run.presenting, sheet = run.sheet
        if run.setup.isForward { return { presenting.present(sheet, animated: true) } }
        return {
            presenting.present(sheet, animated: false)
            sheet.dismiss(animated: true)
        }
    }
}
