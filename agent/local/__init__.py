"""The embedded offline model: a llama.cpp server run as a child process, as one more provider."""
