import Foundation
import RenderTransitionCLI

exit(CommandLineTool.main(arguments: CommandLine.arguments))
