import UIKit

/// One run of a sheet entry: the controller that presents, the one shown as the sheet, and the
/// run's setup (its direction and what it asked for).
public struct CatalogSheetRun {
    /// The screen the sheet is presented over (the scene's from-screen).
    public let presenting: UIViewController
    /// The controller shown in the sheet (the scene's to-screen), not yet presented.
    public let sheet: UIViewController
    public let setup: CatalogSetup

    public init(presenting: UIViewController, sheet: UIViewController, setup: CatalogSetup) {
        self.presenting = presenting
        self.sheet = sheet
        self.setup = setup
    }
}
