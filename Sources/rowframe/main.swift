import ArgumentParser
RowFrameCommand.main()
