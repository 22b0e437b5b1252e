// `import OSLog`: unified logging's Swift API, which RowFrame's `os` module holds.
@_exported import os
