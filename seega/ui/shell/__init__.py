"""The small pygame framework under the scenes: window, loop, scene stack, input intents."""
