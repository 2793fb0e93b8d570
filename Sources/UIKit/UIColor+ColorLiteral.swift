// Covers Xcode's colour literal, `#colorLiteral(red:green:blue:alpha:)`, as a UIColor (sRGB
// components, as UIKit reads them). Image and file literals (`#imageLiteral`, `#fileLiteral`) are absent.

extension UIColor: _ExpressibleByColorLiteral {}

/// The type an unannotated `#colorLiteral(…)` makes, as in UIKit.
public typealias _ColorLiteralType = UIColor
