const char p34_runner_rel[] = "p34-runner";
