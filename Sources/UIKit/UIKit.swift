// UIKit for Linux: a face over the render-transition engine, so code that starts with
// `import UIKit` compiles unchanged and its transitions render (see docs/uikit.md).
@_exported import QuartzCore
