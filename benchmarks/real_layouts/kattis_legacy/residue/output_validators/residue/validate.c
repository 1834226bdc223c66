#include <stdio.h>
/* Kattis output validator: input answer feedback_dir < output; 42 accepts, 43 rejects */
int main(int argc, char **argv) {
    FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r");
    long m, a, out;
    if (argc < 4 || !in || !ans || fscanf(in, "%ld", &m) != 1 || fscanf(ans, "%ld", &a) != 1)
        return 1;
    if (scanf("%ld", &out) != 1) return 43;
    return ((out - a) % m + m) % m == 0 ? 42 : 43;
}
