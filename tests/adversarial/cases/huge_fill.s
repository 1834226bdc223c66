# A huge .fill: 2^40 bytes in .text would fill any disk; the file size limit must stop it.
	.text
	.globl	main
main:
	xorl	%eax, %eax
	ret
	.fill	0x10000000000, 1, 0x90
	.section	.note.GNU-stack,"",@progbits
