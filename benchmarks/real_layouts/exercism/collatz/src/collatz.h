int steps(long n);
