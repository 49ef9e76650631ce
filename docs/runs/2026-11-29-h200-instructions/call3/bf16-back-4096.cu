#include <cuda_runtime.h>
#include <cuda_bf16.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
};
struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct __align__(32) float_8 {
    float i_0;
    float i_1;
    float i_2;
    float i_3;
    float i_4;
    float i_5;
    float i_6;
    float i_7;
};
struct __align__(16) __nv_bfloat16_8 {
    __nv_bfloat16 i_0;
    __nv_bfloat16 i_1;
    __nv_bfloat16 i_2;
    __nv_bfloat16 i_3;
    __nv_bfloat16 i_4;
    __nv_bfloat16 i_5;
    __nv_bfloat16 i_6;
    __nv_bfloat16 i_7;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[24];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(128)softmax_backward_cube_per_row_f_bf16_g_bf16_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const __nv_bfloat16_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 8, 32 bytes
float *shared_memory_1 = reinterpret_cast<float*>(&dynamic_shared_mem[32]);
// Shared array size: 8, 32 bytes
float *shared_memory_0 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
__nv_bfloat16_8 l_arr_5[4];

__nv_bfloat16_8 l_arr_6[4];

float_8 l_mut_92;
float_8 l_mut_119;
uint32 l_mut_8;
uint32 l_mut_9;
uint32 l_mut_861;
uint32 l_mut_905;
float l_mut_26;
float l_mut_79;
float l_mut_144;
float l_mut_888;
float l_mut_904;
float l_mut_913;
const uint32 l_7 = blockDimGlobal * uint32(4);
l_mut_8 = blockIdxGlobal;
l_mut_9 = uint32(0);
while (true) {
const uint32 l_10 = info.scalars_uint32[0] * info.scalars_uint32[22];
const bool l_11 = l_mut_8 < l_10;
const bool l_12 = !l_11;
if (l_12) {
break;}
const uint32 l_13 = uint32(0) * uint32(1);
const uint32 l_14 = l_mut_8 * info.scalars_uint32[5];
const uint32 l_15 = l_mut_8 * info.scalars_uint32[14];
const uint32 l_16 = l_13 + uint32(0);
const uint32 l_17 = l_16 * l_7;
const bool l_18 = info.scalars_uint32[1] > l_17;
const uint32 l_19 = info.scalars_uint32[1] - l_17;
const uint32 l_20 = (l_18) ? l_19 : uint32(0);
const bool l_21 = l_20 < l_7;
const uint32 l_22 = (l_21) ? l_20 : l_7;
const uint32 l_23 = l_17 + l_22;
const bool l_24 = l_23 == info.scalars_uint32[1];
const uint32 l_25 = (l_24) ? info.scalars_uint32[2] : uint32(8);
l_mut_26 = float(0.0);
const uint32 l_27 = l_13 + uint32(0);
const uint32 l_28 = l_27 * l_7;
const bool l_29 = info.scalars_uint32[1] > l_28;
const uint32 l_30 = info.scalars_uint32[1] - l_28;
const uint32 l_31 = (l_29) ? l_30 : uint32(0);
const bool l_32 = l_31 < l_7;
const uint32 l_33 = (l_32) ? l_31 : l_7;
const uint32 l_34 = l_28 + l_33;
const bool l_35 = l_34 == info.scalars_uint32[1];
const uint32 l_36 = (l_35) ? info.scalars_uint32[2] : uint32(8);
const uint32 l_37 = l_14 + l_28;
const uint32 l_38 = uint32(0) * blockDimGlobal;
const uint32 l_39 = threadIdxGlobal + l_38;
const bool l_40 = l_39 < l_33;
if (l_40) {
const uint32 l_41 = l_37 + l_39;
const __nv_bfloat16_8 l_42 = buffer_0[l_41];
l_arr_5[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_42);
}
const uint32 l_43 = uint32(1) * blockDimGlobal;
const uint32 l_44 = threadIdxGlobal + l_43;
const bool l_45 = l_44 < l_33;
if (l_45) {
const uint32 l_46 = l_37 + l_44;
const __nv_bfloat16_8 l_47 = buffer_0[l_46];
l_arr_5[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_47);
}
const uint32 l_48 = uint32(2) * blockDimGlobal;
const uint32 l_49 = threadIdxGlobal + l_48;
const bool l_50 = l_49 < l_33;
if (l_50) {
const uint32 l_51 = l_37 + l_49;
const __nv_bfloat16_8 l_52 = buffer_0[l_51];
l_arr_5[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_52);
}
const uint32 l_53 = uint32(3) * blockDimGlobal;
const uint32 l_54 = threadIdxGlobal + l_53;
const bool l_55 = l_54 < l_33;
if (l_55) {
const uint32 l_56 = l_37 + l_54;
const __nv_bfloat16_8 l_57 = buffer_0[l_56];
l_arr_5[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_57);
}
const uint32 l_58 = l_15 + l_28;
const uint32 l_59 = uint32(0) * blockDimGlobal;
const uint32 l_60 = threadIdxGlobal + l_59;
const bool l_61 = l_60 < l_33;
if (l_61) {
const uint32 l_62 = l_58 + l_60;
const __nv_bfloat16_8 l_63 = buffer_1[l_62];
l_arr_6[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_63);
}
const uint32 l_64 = uint32(1) * blockDimGlobal;
const uint32 l_65 = threadIdxGlobal + l_64;
const bool l_66 = l_65 < l_33;
if (l_66) {
const uint32 l_67 = l_58 + l_65;
const __nv_bfloat16_8 l_68 = buffer_1[l_67];
l_arr_6[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_68);
}
const uint32 l_69 = uint32(2) * blockDimGlobal;
const uint32 l_70 = threadIdxGlobal + l_69;
const bool l_71 = l_70 < l_33;
if (l_71) {
const uint32 l_72 = l_58 + l_70;
const __nv_bfloat16_8 l_73 = buffer_1[l_72];
l_arr_6[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_73);
}
const uint32 l_74 = uint32(3) * blockDimGlobal;
const uint32 l_75 = threadIdxGlobal + l_74;
const bool l_76 = l_75 < l_33;
if (l_76) {
const uint32 l_77 = l_58 + l_75;
const __nv_bfloat16_8 l_78 = buffer_1[l_77];
l_arr_6[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_78);
}
l_mut_79 = float(0.0);
const bool l_80 = l_36 < uint32(8);
const bool l_81 = l_33 > uint32(0);
const bool l_82 = l_80 && l_81;
const uint32 l_83 = (l_82) ? uint32(1) : uint32(0);
const uint32 l_84 = l_33 - l_83;
const uint32 l_85 = uint32(0) * blockDimGlobal;
const uint32 l_86 = threadIdxGlobal + l_85;
const bool l_87 = l_86 < l_84;
if (l_87) {
const __nv_bfloat16_8 l_88 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_89 = l_arr_6[uint32(0)];
const uint32_4 l_90 = reinterpret_cast<uint32_4 const&>(l_89);
const float_8 l_91 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_91;
const uint32 l_93 = l_90.i_0;
const uint32 l_94 = l_93 << uint32(16);
const float l_95 = reinterpret_cast<float const&>(l_94);
l_mut_92.i_0 = l_95;
const uint32 l_96 = l_90.i_0;
const uint32 l_97 = l_96 & uint32(4294901760);
const float l_98 = reinterpret_cast<float const&>(l_97);
l_mut_92.i_1 = l_98;
const uint32 l_99 = l_90.i_1;
const uint32 l_100 = l_99 << uint32(16);
const float l_101 = reinterpret_cast<float const&>(l_100);
l_mut_92.i_2 = l_101;
const uint32 l_102 = l_90.i_1;
const uint32 l_103 = l_102 & uint32(4294901760);
const float l_104 = reinterpret_cast<float const&>(l_103);
l_mut_92.i_3 = l_104;
const uint32 l_105 = l_90.i_2;
const uint32 l_106 = l_105 << uint32(16);
const float l_107 = reinterpret_cast<float const&>(l_106);
l_mut_92.i_4 = l_107;
const uint32 l_108 = l_90.i_2;
const uint32 l_109 = l_108 & uint32(4294901760);
const float l_110 = reinterpret_cast<float const&>(l_109);
l_mut_92.i_5 = l_110;
const uint32 l_111 = l_90.i_3;
const uint32 l_112 = l_111 << uint32(16);
const float l_113 = reinterpret_cast<float const&>(l_112);
l_mut_92.i_6 = l_113;
const uint32 l_114 = l_90.i_3;
const uint32 l_115 = l_114 & uint32(4294901760);
const float l_116 = reinterpret_cast<float const&>(l_115);
l_mut_92.i_7 = l_116;
const uint32_4 l_117 = reinterpret_cast<uint32_4 const&>(l_88);
const float_8 l_118 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_118;
const uint32 l_120 = l_117.i_0;
const uint32 l_121 = l_120 << uint32(16);
const float l_122 = reinterpret_cast<float const&>(l_121);
l_mut_119.i_0 = l_122;
const uint32 l_123 = l_117.i_0;
const uint32 l_124 = l_123 & uint32(4294901760);
const float l_125 = reinterpret_cast<float const&>(l_124);
l_mut_119.i_1 = l_125;
const uint32 l_126 = l_117.i_1;
const uint32 l_127 = l_126 << uint32(16);
const float l_128 = reinterpret_cast<float const&>(l_127);
l_mut_119.i_2 = l_128;
const uint32 l_129 = l_117.i_1;
const uint32 l_130 = l_129 & uint32(4294901760);
const float l_131 = reinterpret_cast<float const&>(l_130);
l_mut_119.i_3 = l_131;
const uint32 l_132 = l_117.i_2;
const uint32 l_133 = l_132 << uint32(16);
const float l_134 = reinterpret_cast<float const&>(l_133);
l_mut_119.i_4 = l_134;
const uint32 l_135 = l_117.i_2;
const uint32 l_136 = l_135 & uint32(4294901760);
const float l_137 = reinterpret_cast<float const&>(l_136);
l_mut_119.i_5 = l_137;
const uint32 l_138 = l_117.i_3;
const uint32 l_139 = l_138 << uint32(16);
const float l_140 = reinterpret_cast<float const&>(l_139);
l_mut_119.i_6 = l_140;
const uint32 l_141 = l_117.i_3;
const uint32 l_142 = l_141 & uint32(4294901760);
const float l_143 = reinterpret_cast<float const&>(l_142);
l_mut_119.i_7 = l_143;
l_mut_144 = float(0.0);
const bool l_145 = uint32(0) < uint32(8);
const bool l_146 = bool(true) || l_145;
if (l_146) {
const float l_147 = l_mut_92.i_0;
const float l_148 = l_mut_119.i_0;
const float l_149 = l_147 * l_148;
l_mut_144 = l_mut_144 + l_149;
}
const bool l_150 = uint32(1) < uint32(8);
const bool l_151 = bool(true) || l_150;
if (l_151) {
const float l_152 = l_mut_92.i_1;
const float l_153 = l_mut_119.i_1;
const float l_154 = l_152 * l_153;
l_mut_144 = l_mut_144 + l_154;
}
const bool l_155 = uint32(2) < uint32(8);
const bool l_156 = bool(true) || l_155;
if (l_156) {
const float l_157 = l_mut_92.i_2;
const float l_158 = l_mut_119.i_2;
const float l_159 = l_157 * l_158;
l_mut_144 = l_mut_144 + l_159;
}
const bool l_160 = uint32(3) < uint32(8);
const bool l_161 = bool(true) || l_160;
if (l_161) {
const float l_162 = l_mut_92.i_3;
const float l_163 = l_mut_119.i_3;
const float l_164 = l_162 * l_163;
l_mut_144 = l_mut_144 + l_164;
}
const bool l_165 = uint32(4) < uint32(8);
const bool l_166 = bool(true) || l_165;
if (l_166) {
const float l_167 = l_mut_92.i_4;
const float l_168 = l_mut_119.i_4;
const float l_169 = l_167 * l_168;
l_mut_144 = l_mut_144 + l_169;
}
const bool l_170 = uint32(5) < uint32(8);
const bool l_171 = bool(true) || l_170;
if (l_171) {
const float l_172 = l_mut_92.i_5;
const float l_173 = l_mut_119.i_5;
const float l_174 = l_172 * l_173;
l_mut_144 = l_mut_144 + l_174;
}
const bool l_175 = uint32(6) < uint32(8);
const bool l_176 = bool(true) || l_175;
if (l_176) {
const float l_177 = l_mut_92.i_6;
const float l_178 = l_mut_119.i_6;
const float l_179 = l_177 * l_178;
l_mut_144 = l_mut_144 + l_179;
}
const bool l_180 = uint32(7) < uint32(8);
const bool l_181 = bool(true) || l_180;
if (l_181) {
const float l_182 = l_mut_92.i_7;
const float l_183 = l_mut_119.i_7;
const float l_184 = l_182 * l_183;
l_mut_144 = l_mut_144 + l_184;
}
l_mut_79 = l_mut_79 + l_mut_144;
} else {
const uint32 l_185 = l_86 + uint32(1);
const bool l_186 = l_185 == l_33;
if (l_186) {
const __nv_bfloat16_8 l_187 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_188 = l_arr_6[uint32(0)];
const uint32_4 l_189 = reinterpret_cast<uint32_4 const&>(l_188);
const float_8 l_190 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_190;
const uint32 l_191 = l_189.i_0;
const uint32 l_192 = l_191 << uint32(16);
const float l_193 = reinterpret_cast<float const&>(l_192);
l_mut_119.i_0 = l_193;
const uint32 l_194 = l_189.i_0;
const uint32 l_195 = l_194 & uint32(4294901760);
const float l_196 = reinterpret_cast<float const&>(l_195);
l_mut_119.i_1 = l_196;
const uint32 l_197 = l_189.i_1;
const uint32 l_198 = l_197 << uint32(16);
const float l_199 = reinterpret_cast<float const&>(l_198);
l_mut_119.i_2 = l_199;
const uint32 l_200 = l_189.i_1;
const uint32 l_201 = l_200 & uint32(4294901760);
const float l_202 = reinterpret_cast<float const&>(l_201);
l_mut_119.i_3 = l_202;
const uint32 l_203 = l_189.i_2;
const uint32 l_204 = l_203 << uint32(16);
const float l_205 = reinterpret_cast<float const&>(l_204);
l_mut_119.i_4 = l_205;
const uint32 l_206 = l_189.i_2;
const uint32 l_207 = l_206 & uint32(4294901760);
const float l_208 = reinterpret_cast<float const&>(l_207);
l_mut_119.i_5 = l_208;
const uint32 l_209 = l_189.i_3;
const uint32 l_210 = l_209 << uint32(16);
const float l_211 = reinterpret_cast<float const&>(l_210);
l_mut_119.i_6 = l_211;
const uint32 l_212 = l_189.i_3;
const uint32 l_213 = l_212 & uint32(4294901760);
const float l_214 = reinterpret_cast<float const&>(l_213);
l_mut_119.i_7 = l_214;
const uint32_4 l_215 = reinterpret_cast<uint32_4 const&>(l_187);
const float_8 l_216 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_216;
const uint32 l_217 = l_215.i_0;
const uint32 l_218 = l_217 << uint32(16);
const float l_219 = reinterpret_cast<float const&>(l_218);
l_mut_92.i_0 = l_219;
const uint32 l_220 = l_215.i_0;
const uint32 l_221 = l_220 & uint32(4294901760);
const float l_222 = reinterpret_cast<float const&>(l_221);
l_mut_92.i_1 = l_222;
const uint32 l_223 = l_215.i_1;
const uint32 l_224 = l_223 << uint32(16);
const float l_225 = reinterpret_cast<float const&>(l_224);
l_mut_92.i_2 = l_225;
const uint32 l_226 = l_215.i_1;
const uint32 l_227 = l_226 & uint32(4294901760);
const float l_228 = reinterpret_cast<float const&>(l_227);
l_mut_92.i_3 = l_228;
const uint32 l_229 = l_215.i_2;
const uint32 l_230 = l_229 << uint32(16);
const float l_231 = reinterpret_cast<float const&>(l_230);
l_mut_92.i_4 = l_231;
const uint32 l_232 = l_215.i_2;
const uint32 l_233 = l_232 & uint32(4294901760);
const float l_234 = reinterpret_cast<float const&>(l_233);
l_mut_92.i_5 = l_234;
const uint32 l_235 = l_215.i_3;
const uint32 l_236 = l_235 << uint32(16);
const float l_237 = reinterpret_cast<float const&>(l_236);
l_mut_92.i_6 = l_237;
const uint32 l_238 = l_215.i_3;
const uint32 l_239 = l_238 & uint32(4294901760);
const float l_240 = reinterpret_cast<float const&>(l_239);
l_mut_92.i_7 = l_240;
l_mut_144 = float(0.0);
const bool l_241 = uint32(0) < l_36;
const bool l_242 = bool(false) || l_241;
if (l_242) {
const float l_243 = l_mut_119.i_0;
const float l_244 = l_mut_92.i_0;
const float l_245 = l_243 * l_244;
l_mut_144 = l_mut_144 + l_245;
}
const bool l_246 = uint32(1) < l_36;
const bool l_247 = bool(false) || l_246;
if (l_247) {
const float l_248 = l_mut_119.i_1;
const float l_249 = l_mut_92.i_1;
const float l_250 = l_248 * l_249;
l_mut_144 = l_mut_144 + l_250;
}
const bool l_251 = uint32(2) < l_36;
const bool l_252 = bool(false) || l_251;
if (l_252) {
const float l_253 = l_mut_119.i_2;
const float l_254 = l_mut_92.i_2;
const float l_255 = l_253 * l_254;
l_mut_144 = l_mut_144 + l_255;
}
const bool l_256 = uint32(3) < l_36;
const bool l_257 = bool(false) || l_256;
if (l_257) {
const float l_258 = l_mut_119.i_3;
const float l_259 = l_mut_92.i_3;
const float l_260 = l_258 * l_259;
l_mut_144 = l_mut_144 + l_260;
}
const bool l_261 = uint32(4) < l_36;
const bool l_262 = bool(false) || l_261;
if (l_262) {
const float l_263 = l_mut_119.i_4;
const float l_264 = l_mut_92.i_4;
const float l_265 = l_263 * l_264;
l_mut_144 = l_mut_144 + l_265;
}
const bool l_266 = uint32(5) < l_36;
const bool l_267 = bool(false) || l_266;
if (l_267) {
const float l_268 = l_mut_119.i_5;
const float l_269 = l_mut_92.i_5;
const float l_270 = l_268 * l_269;
l_mut_144 = l_mut_144 + l_270;
}
const bool l_271 = uint32(6) < l_36;
const bool l_272 = bool(false) || l_271;
if (l_272) {
const float l_273 = l_mut_119.i_6;
const float l_274 = l_mut_92.i_6;
const float l_275 = l_273 * l_274;
l_mut_144 = l_mut_144 + l_275;
}
const bool l_276 = uint32(7) < l_36;
const bool l_277 = bool(false) || l_276;
if (l_277) {
const float l_278 = l_mut_119.i_7;
const float l_279 = l_mut_92.i_7;
const float l_280 = l_278 * l_279;
l_mut_144 = l_mut_144 + l_280;
}
l_mut_79 = l_mut_79 + l_mut_144;
}
}
const uint32 l_281 = uint32(1) * blockDimGlobal;
const uint32 l_282 = threadIdxGlobal + l_281;
const bool l_283 = l_282 < l_84;
if (l_283) {
const __nv_bfloat16_8 l_284 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_285 = l_arr_6[uint32(1)];
const uint32_4 l_286 = reinterpret_cast<uint32_4 const&>(l_285);
const float_8 l_287 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_287;
const uint32 l_288 = l_286.i_0;
const uint32 l_289 = l_288 << uint32(16);
const float l_290 = reinterpret_cast<float const&>(l_289);
l_mut_119.i_0 = l_290;
const uint32 l_291 = l_286.i_0;
const uint32 l_292 = l_291 & uint32(4294901760);
const float l_293 = reinterpret_cast<float const&>(l_292);
l_mut_119.i_1 = l_293;
const uint32 l_294 = l_286.i_1;
const uint32 l_295 = l_294 << uint32(16);
const float l_296 = reinterpret_cast<float const&>(l_295);
l_mut_119.i_2 = l_296;
const uint32 l_297 = l_286.i_1;
const uint32 l_298 = l_297 & uint32(4294901760);
const float l_299 = reinterpret_cast<float const&>(l_298);
l_mut_119.i_3 = l_299;
const uint32 l_300 = l_286.i_2;
const uint32 l_301 = l_300 << uint32(16);
const float l_302 = reinterpret_cast<float const&>(l_301);
l_mut_119.i_4 = l_302;
const uint32 l_303 = l_286.i_2;
const uint32 l_304 = l_303 & uint32(4294901760);
const float l_305 = reinterpret_cast<float const&>(l_304);
l_mut_119.i_5 = l_305;
const uint32 l_306 = l_286.i_3;
const uint32 l_307 = l_306 << uint32(16);
const float l_308 = reinterpret_cast<float const&>(l_307);
l_mut_119.i_6 = l_308;
const uint32 l_309 = l_286.i_3;
const uint32 l_310 = l_309 & uint32(4294901760);
const float l_311 = reinterpret_cast<float const&>(l_310);
l_mut_119.i_7 = l_311;
const uint32_4 l_312 = reinterpret_cast<uint32_4 const&>(l_284);
const float_8 l_313 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_313;
const uint32 l_314 = l_312.i_0;
const uint32 l_315 = l_314 << uint32(16);
const float l_316 = reinterpret_cast<float const&>(l_315);
l_mut_92.i_0 = l_316;
const uint32 l_317 = l_312.i_0;
const uint32 l_318 = l_317 & uint32(4294901760);
const float l_319 = reinterpret_cast<float const&>(l_318);
l_mut_92.i_1 = l_319;
const uint32 l_320 = l_312.i_1;
const uint32 l_321 = l_320 << uint32(16);
const float l_322 = reinterpret_cast<float const&>(l_321);
l_mut_92.i_2 = l_322;
const uint32 l_323 = l_312.i_1;
const uint32 l_324 = l_323 & uint32(4294901760);
const float l_325 = reinterpret_cast<float const&>(l_324);
l_mut_92.i_3 = l_325;
const uint32 l_326 = l_312.i_2;
const uint32 l_327 = l_326 << uint32(16);
const float l_328 = reinterpret_cast<float const&>(l_327);
l_mut_92.i_4 = l_328;
const uint32 l_329 = l_312.i_2;
const uint32 l_330 = l_329 & uint32(4294901760);
const float l_331 = reinterpret_cast<float const&>(l_330);
l_mut_92.i_5 = l_331;
const uint32 l_332 = l_312.i_3;
const uint32 l_333 = l_332 << uint32(16);
const float l_334 = reinterpret_cast<float const&>(l_333);
l_mut_92.i_6 = l_334;
const uint32 l_335 = l_312.i_3;
const uint32 l_336 = l_335 & uint32(4294901760);
const float l_337 = reinterpret_cast<float const&>(l_336);
l_mut_92.i_7 = l_337;
l_mut_144 = float(0.0);
const bool l_338 = uint32(0) < uint32(8);
const bool l_339 = bool(true) || l_338;
if (l_339) {
const float l_340 = l_mut_119.i_0;
const float l_341 = l_mut_92.i_0;
const float l_342 = l_340 * l_341;
l_mut_144 = l_mut_144 + l_342;
}
const bool l_343 = uint32(1) < uint32(8);
const bool l_344 = bool(true) || l_343;
if (l_344) {
const float l_345 = l_mut_119.i_1;
const float l_346 = l_mut_92.i_1;
const float l_347 = l_345 * l_346;
l_mut_144 = l_mut_144 + l_347;
}
const bool l_348 = uint32(2) < uint32(8);
const bool l_349 = bool(true) || l_348;
if (l_349) {
const float l_350 = l_mut_119.i_2;
const float l_351 = l_mut_92.i_2;
const float l_352 = l_350 * l_351;
l_mut_144 = l_mut_144 + l_352;
}
const bool l_353 = uint32(3) < uint32(8);
const bool l_354 = bool(true) || l_353;
if (l_354) {
const float l_355 = l_mut_119.i_3;
const float l_356 = l_mut_92.i_3;
const float l_357 = l_355 * l_356;
l_mut_144 = l_mut_144 + l_357;
}
const bool l_358 = uint32(4) < uint32(8);
const bool l_359 = bool(true) || l_358;
if (l_359) {
const float l_360 = l_mut_119.i_4;
const float l_361 = l_mut_92.i_4;
const float l_362 = l_360 * l_361;
l_mut_144 = l_mut_144 + l_362;
}
const bool l_363 = uint32(5) < uint32(8);
const bool l_364 = bool(true) || l_363;
if (l_364) {
const float l_365 = l_mut_119.i_5;
const float l_366 = l_mut_92.i_5;
const float l_367 = l_365 * l_366;
l_mut_144 = l_mut_144 + l_367;
}
const bool l_368 = uint32(6) < uint32(8);
const bool l_369 = bool(true) || l_368;
if (l_369) {
const float l_370 = l_mut_119.i_6;
const float l_371 = l_mut_92.i_6;
const float l_372 = l_370 * l_371;
l_mut_144 = l_mut_144 + l_372;
}
const bool l_373 = uint32(7) < uint32(8);
const bool l_374 = bool(true) || l_373;
if (l_374) {
const float l_375 = l_mut_119.i_7;
const float l_376 = l_mut_92.i_7;
const float l_377 = l_375 * l_376;
l_mut_144 = l_mut_144 + l_377;
}
l_mut_79 = l_mut_79 + l_mut_144;
} else {
const uint32 l_378 = l_282 + uint32(1);
const bool l_379 = l_378 == l_33;
if (l_379) {
const __nv_bfloat16_8 l_380 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_381 = l_arr_6[uint32(1)];
const uint32_4 l_382 = reinterpret_cast<uint32_4 const&>(l_381);
const float_8 l_383 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_383;
const uint32 l_384 = l_382.i_0;
const uint32 l_385 = l_384 << uint32(16);
const float l_386 = reinterpret_cast<float const&>(l_385);
l_mut_119.i_0 = l_386;
const uint32 l_387 = l_382.i_0;
const uint32 l_388 = l_387 & uint32(4294901760);
const float l_389 = reinterpret_cast<float const&>(l_388);
l_mut_119.i_1 = l_389;
const uint32 l_390 = l_382.i_1;
const uint32 l_391 = l_390 << uint32(16);
const float l_392 = reinterpret_cast<float const&>(l_391);
l_mut_119.i_2 = l_392;
const uint32 l_393 = l_382.i_1;
const uint32 l_394 = l_393 & uint32(4294901760);
const float l_395 = reinterpret_cast<float const&>(l_394);
l_mut_119.i_3 = l_395;
const uint32 l_396 = l_382.i_2;
const uint32 l_397 = l_396 << uint32(16);
const float l_398 = reinterpret_cast<float const&>(l_397);
l_mut_119.i_4 = l_398;
const uint32 l_399 = l_382.i_2;
const uint32 l_400 = l_399 & uint32(4294901760);
const float l_401 = reinterpret_cast<float const&>(l_400);
l_mut_119.i_5 = l_401;
const uint32 l_402 = l_382.i_3;
const uint32 l_403 = l_402 << uint32(16);
const float l_404 = reinterpret_cast<float const&>(l_403);
l_mut_119.i_6 = l_404;
const uint32 l_405 = l_382.i_3;
const uint32 l_406 = l_405 & uint32(4294901760);
const float l_407 = reinterpret_cast<float const&>(l_406);
l_mut_119.i_7 = l_407;
const uint32_4 l_408 = reinterpret_cast<uint32_4 const&>(l_380);
const float_8 l_409 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_409;
const uint32 l_410 = l_408.i_0;
const uint32 l_411 = l_410 << uint32(16);
const float l_412 = reinterpret_cast<float const&>(l_411);
l_mut_92.i_0 = l_412;
const uint32 l_413 = l_408.i_0;
const uint32 l_414 = l_413 & uint32(4294901760);
const float l_415 = reinterpret_cast<float const&>(l_414);
l_mut_92.i_1 = l_415;
const uint32 l_416 = l_408.i_1;
const uint32 l_417 = l_416 << uint32(16);
const float l_418 = reinterpret_cast<float const&>(l_417);
l_mut_92.i_2 = l_418;
const uint32 l_419 = l_408.i_1;
const uint32 l_420 = l_419 & uint32(4294901760);
const float l_421 = reinterpret_cast<float const&>(l_420);
l_mut_92.i_3 = l_421;
const uint32 l_422 = l_408.i_2;
const uint32 l_423 = l_422 << uint32(16);
const float l_424 = reinterpret_cast<float const&>(l_423);
l_mut_92.i_4 = l_424;
const uint32 l_425 = l_408.i_2;
const uint32 l_426 = l_425 & uint32(4294901760);
const float l_427 = reinterpret_cast<float const&>(l_426);
l_mut_92.i_5 = l_427;
const uint32 l_428 = l_408.i_3;
const uint32 l_429 = l_428 << uint32(16);
const float l_430 = reinterpret_cast<float const&>(l_429);
l_mut_92.i_6 = l_430;
const uint32 l_431 = l_408.i_3;
const uint32 l_432 = l_431 & uint32(4294901760);
const float l_433 = reinterpret_cast<float const&>(l_432);
l_mut_92.i_7 = l_433;
l_mut_144 = float(0.0);
const bool l_434 = uint32(0) < l_36;
const bool l_435 = bool(false) || l_434;
if (l_435) {
const float l_436 = l_mut_119.i_0;
const float l_437 = l_mut_92.i_0;
const float l_438 = l_436 * l_437;
l_mut_144 = l_mut_144 + l_438;
}
const bool l_439 = uint32(1) < l_36;
const bool l_440 = bool(false) || l_439;
if (l_440) {
const float l_441 = l_mut_119.i_1;
const float l_442 = l_mut_92.i_1;
const float l_443 = l_441 * l_442;
l_mut_144 = l_mut_144 + l_443;
}
const bool l_444 = uint32(2) < l_36;
const bool l_445 = bool(false) || l_444;
if (l_445) {
const float l_446 = l_mut_119.i_2;
const float l_447 = l_mut_92.i_2;
const float l_448 = l_446 * l_447;
l_mut_144 = l_mut_144 + l_448;
}
const bool l_449 = uint32(3) < l_36;
const bool l_450 = bool(false) || l_449;
if (l_450) {
const float l_451 = l_mut_119.i_3;
const float l_452 = l_mut_92.i_3;
const float l_453 = l_451 * l_452;
l_mut_144 = l_mut_144 + l_453;
}
const bool l_454 = uint32(4) < l_36;
const bool l_455 = bool(false) || l_454;
if (l_455) {
const float l_456 = l_mut_119.i_4;
const float l_457 = l_mut_92.i_4;
const float l_458 = l_456 * l_457;
l_mut_144 = l_mut_144 + l_458;
}
const bool l_459 = uint32(5) < l_36;
const bool l_460 = bool(false) || l_459;
if (l_460) {
const float l_461 = l_mut_119.i_5;
const float l_462 = l_mut_92.i_5;
const float l_463 = l_461 * l_462;
l_mut_144 = l_mut_144 + l_463;
}
const bool l_464 = uint32(6) < l_36;
const bool l_465 = bool(false) || l_464;
if (l_465) {
const float l_466 = l_mut_119.i_6;
const float l_467 = l_mut_92.i_6;
const float l_468 = l_466 * l_467;
l_mut_144 = l_mut_144 + l_468;
}
const bool l_469 = uint32(7) < l_36;
const bool l_470 = bool(false) || l_469;
if (l_470) {
const float l_471 = l_mut_119.i_7;
const float l_472 = l_mut_92.i_7;
const float l_473 = l_471 * l_472;
l_mut_144 = l_mut_144 + l_473;
}
l_mut_79 = l_mut_79 + l_mut_144;
}
}
const uint32 l_474 = uint32(2) * blockDimGlobal;
const uint32 l_475 = threadIdxGlobal + l_474;
const bool l_476 = l_475 < l_84;
if (l_476) {
const __nv_bfloat16_8 l_477 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_478 = l_arr_6[uint32(2)];
const uint32_4 l_479 = reinterpret_cast<uint32_4 const&>(l_478);
const float_8 l_480 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_480;
const uint32 l_481 = l_479.i_0;
const uint32 l_482 = l_481 << uint32(16);
const float l_483 = reinterpret_cast<float const&>(l_482);
l_mut_119.i_0 = l_483;
const uint32 l_484 = l_479.i_0;
const uint32 l_485 = l_484 & uint32(4294901760);
const float l_486 = reinterpret_cast<float const&>(l_485);
l_mut_119.i_1 = l_486;
const uint32 l_487 = l_479.i_1;
const uint32 l_488 = l_487 << uint32(16);
const float l_489 = reinterpret_cast<float const&>(l_488);
l_mut_119.i_2 = l_489;
const uint32 l_490 = l_479.i_1;
const uint32 l_491 = l_490 & uint32(4294901760);
const float l_492 = reinterpret_cast<float const&>(l_491);
l_mut_119.i_3 = l_492;
const uint32 l_493 = l_479.i_2;
const uint32 l_494 = l_493 << uint32(16);
const float l_495 = reinterpret_cast<float const&>(l_494);
l_mut_119.i_4 = l_495;
const uint32 l_496 = l_479.i_2;
const uint32 l_497 = l_496 & uint32(4294901760);
const float l_498 = reinterpret_cast<float const&>(l_497);
l_mut_119.i_5 = l_498;
const uint32 l_499 = l_479.i_3;
const uint32 l_500 = l_499 << uint32(16);
const float l_501 = reinterpret_cast<float const&>(l_500);
l_mut_119.i_6 = l_501;
const uint32 l_502 = l_479.i_3;
const uint32 l_503 = l_502 & uint32(4294901760);
const float l_504 = reinterpret_cast<float const&>(l_503);
l_mut_119.i_7 = l_504;
const uint32_4 l_505 = reinterpret_cast<uint32_4 const&>(l_477);
const float_8 l_506 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_506;
const uint32 l_507 = l_505.i_0;
const uint32 l_508 = l_507 << uint32(16);
const float l_509 = reinterpret_cast<float const&>(l_508);
l_mut_92.i_0 = l_509;
const uint32 l_510 = l_505.i_0;
const uint32 l_511 = l_510 & uint32(4294901760);
const float l_512 = reinterpret_cast<float const&>(l_511);
l_mut_92.i_1 = l_512;
const uint32 l_513 = l_505.i_1;
const uint32 l_514 = l_513 << uint32(16);
const float l_515 = reinterpret_cast<float const&>(l_514);
l_mut_92.i_2 = l_515;
const uint32 l_516 = l_505.i_1;
const uint32 l_517 = l_516 & uint32(4294901760);
const float l_518 = reinterpret_cast<float const&>(l_517);
l_mut_92.i_3 = l_518;
const uint32 l_519 = l_505.i_2;
const uint32 l_520 = l_519 << uint32(16);
const float l_521 = reinterpret_cast<float const&>(l_520);
l_mut_92.i_4 = l_521;
const uint32 l_522 = l_505.i_2;
const uint32 l_523 = l_522 & uint32(4294901760);
const float l_524 = reinterpret_cast<float const&>(l_523);
l_mut_92.i_5 = l_524;
const uint32 l_525 = l_505.i_3;
const uint32 l_526 = l_525 << uint32(16);
const float l_527 = reinterpret_cast<float const&>(l_526);
l_mut_92.i_6 = l_527;
const uint32 l_528 = l_505.i_3;
const uint32 l_529 = l_528 & uint32(4294901760);
const float l_530 = reinterpret_cast<float const&>(l_529);
l_mut_92.i_7 = l_530;
l_mut_144 = float(0.0);
const bool l_531 = uint32(0) < uint32(8);
const bool l_532 = bool(true) || l_531;
if (l_532) {
const float l_533 = l_mut_119.i_0;
const float l_534 = l_mut_92.i_0;
const float l_535 = l_533 * l_534;
l_mut_144 = l_mut_144 + l_535;
}
const bool l_536 = uint32(1) < uint32(8);
const bool l_537 = bool(true) || l_536;
if (l_537) {
const float l_538 = l_mut_119.i_1;
const float l_539 = l_mut_92.i_1;
const float l_540 = l_538 * l_539;
l_mut_144 = l_mut_144 + l_540;
}
const bool l_541 = uint32(2) < uint32(8);
const bool l_542 = bool(true) || l_541;
if (l_542) {
const float l_543 = l_mut_119.i_2;
const float l_544 = l_mut_92.i_2;
const float l_545 = l_543 * l_544;
l_mut_144 = l_mut_144 + l_545;
}
const bool l_546 = uint32(3) < uint32(8);
const bool l_547 = bool(true) || l_546;
if (l_547) {
const float l_548 = l_mut_119.i_3;
const float l_549 = l_mut_92.i_3;
const float l_550 = l_548 * l_549;
l_mut_144 = l_mut_144 + l_550;
}
const bool l_551 = uint32(4) < uint32(8);
const bool l_552 = bool(true) || l_551;
if (l_552) {
const float l_553 = l_mut_119.i_4;
const float l_554 = l_mut_92.i_4;
const float l_555 = l_553 * l_554;
l_mut_144 = l_mut_144 + l_555;
}
const bool l_556 = uint32(5) < uint32(8);
const bool l_557 = bool(true) || l_556;
if (l_557) {
const float l_558 = l_mut_119.i_5;
const float l_559 = l_mut_92.i_5;
const float l_560 = l_558 * l_559;
l_mut_144 = l_mut_144 + l_560;
}
const bool l_561 = uint32(6) < uint32(8);
const bool l_562 = bool(true) || l_561;
if (l_562) {
const float l_563 = l_mut_119.i_6;
const float l_564 = l_mut_92.i_6;
const float l_565 = l_563 * l_564;
l_mut_144 = l_mut_144 + l_565;
}
const bool l_566 = uint32(7) < uint32(8);
const bool l_567 = bool(true) || l_566;
if (l_567) {
const float l_568 = l_mut_119.i_7;
const float l_569 = l_mut_92.i_7;
const float l_570 = l_568 * l_569;
l_mut_144 = l_mut_144 + l_570;
}
l_mut_79 = l_mut_79 + l_mut_144;
} else {
const uint32 l_571 = l_475 + uint32(1);
const bool l_572 = l_571 == l_33;
if (l_572) {
const __nv_bfloat16_8 l_573 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_574 = l_arr_6[uint32(2)];
const uint32_4 l_575 = reinterpret_cast<uint32_4 const&>(l_574);
const float_8 l_576 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_576;
const uint32 l_577 = l_575.i_0;
const uint32 l_578 = l_577 << uint32(16);
const float l_579 = reinterpret_cast<float const&>(l_578);
l_mut_119.i_0 = l_579;
const uint32 l_580 = l_575.i_0;
const uint32 l_581 = l_580 & uint32(4294901760);
const float l_582 = reinterpret_cast<float const&>(l_581);
l_mut_119.i_1 = l_582;
const uint32 l_583 = l_575.i_1;
const uint32 l_584 = l_583 << uint32(16);
const float l_585 = reinterpret_cast<float const&>(l_584);
l_mut_119.i_2 = l_585;
const uint32 l_586 = l_575.i_1;
const uint32 l_587 = l_586 & uint32(4294901760);
const float l_588 = reinterpret_cast<float const&>(l_587);
l_mut_119.i_3 = l_588;
const uint32 l_589 = l_575.i_2;
const uint32 l_590 = l_589 << uint32(16);
const float l_591 = reinterpret_cast<float const&>(l_590);
l_mut_119.i_4 = l_591;
const uint32 l_592 = l_575.i_2;
const uint32 l_593 = l_592 & uint32(4294901760);
const float l_594 = reinterpret_cast<float const&>(l_593);
l_mut_119.i_5 = l_594;
const uint32 l_595 = l_575.i_3;
const uint32 l_596 = l_595 << uint32(16);
const float l_597 = reinterpret_cast<float const&>(l_596);
l_mut_119.i_6 = l_597;
const uint32 l_598 = l_575.i_3;
const uint32 l_599 = l_598 & uint32(4294901760);
const float l_600 = reinterpret_cast<float const&>(l_599);
l_mut_119.i_7 = l_600;
const uint32_4 l_601 = reinterpret_cast<uint32_4 const&>(l_573);
const float_8 l_602 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_602;
const uint32 l_603 = l_601.i_0;
const uint32 l_604 = l_603 << uint32(16);
const float l_605 = reinterpret_cast<float const&>(l_604);
l_mut_92.i_0 = l_605;
const uint32 l_606 = l_601.i_0;
const uint32 l_607 = l_606 & uint32(4294901760);
const float l_608 = reinterpret_cast<float const&>(l_607);
l_mut_92.i_1 = l_608;
const uint32 l_609 = l_601.i_1;
const uint32 l_610 = l_609 << uint32(16);
const float l_611 = reinterpret_cast<float const&>(l_610);
l_mut_92.i_2 = l_611;
const uint32 l_612 = l_601.i_1;
const uint32 l_613 = l_612 & uint32(4294901760);
const float l_614 = reinterpret_cast<float const&>(l_613);
l_mut_92.i_3 = l_614;
const uint32 l_615 = l_601.i_2;
const uint32 l_616 = l_615 << uint32(16);
const float l_617 = reinterpret_cast<float const&>(l_616);
l_mut_92.i_4 = l_617;
const uint32 l_618 = l_601.i_2;
const uint32 l_619 = l_618 & uint32(4294901760);
const float l_620 = reinterpret_cast<float const&>(l_619);
l_mut_92.i_5 = l_620;
const uint32 l_621 = l_601.i_3;
const uint32 l_622 = l_621 << uint32(16);
const float l_623 = reinterpret_cast<float const&>(l_622);
l_mut_92.i_6 = l_623;
const uint32 l_624 = l_601.i_3;
const uint32 l_625 = l_624 & uint32(4294901760);
const float l_626 = reinterpret_cast<float const&>(l_625);
l_mut_92.i_7 = l_626;
l_mut_144 = float(0.0);
const bool l_627 = uint32(0) < l_36;
const bool l_628 = bool(false) || l_627;
if (l_628) {
const float l_629 = l_mut_119.i_0;
const float l_630 = l_mut_92.i_0;
const float l_631 = l_629 * l_630;
l_mut_144 = l_mut_144 + l_631;
}
const bool l_632 = uint32(1) < l_36;
const bool l_633 = bool(false) || l_632;
if (l_633) {
const float l_634 = l_mut_119.i_1;
const float l_635 = l_mut_92.i_1;
const float l_636 = l_634 * l_635;
l_mut_144 = l_mut_144 + l_636;
}
const bool l_637 = uint32(2) < l_36;
const bool l_638 = bool(false) || l_637;
if (l_638) {
const float l_639 = l_mut_119.i_2;
const float l_640 = l_mut_92.i_2;
const float l_641 = l_639 * l_640;
l_mut_144 = l_mut_144 + l_641;
}
const bool l_642 = uint32(3) < l_36;
const bool l_643 = bool(false) || l_642;
if (l_643) {
const float l_644 = l_mut_119.i_3;
const float l_645 = l_mut_92.i_3;
const float l_646 = l_644 * l_645;
l_mut_144 = l_mut_144 + l_646;
}
const bool l_647 = uint32(4) < l_36;
const bool l_648 = bool(false) || l_647;
if (l_648) {
const float l_649 = l_mut_119.i_4;
const float l_650 = l_mut_92.i_4;
const float l_651 = l_649 * l_650;
l_mut_144 = l_mut_144 + l_651;
}
const bool l_652 = uint32(5) < l_36;
const bool l_653 = bool(false) || l_652;
if (l_653) {
const float l_654 = l_mut_119.i_5;
const float l_655 = l_mut_92.i_5;
const float l_656 = l_654 * l_655;
l_mut_144 = l_mut_144 + l_656;
}
const bool l_657 = uint32(6) < l_36;
const bool l_658 = bool(false) || l_657;
if (l_658) {
const float l_659 = l_mut_119.i_6;
const float l_660 = l_mut_92.i_6;
const float l_661 = l_659 * l_660;
l_mut_144 = l_mut_144 + l_661;
}
const bool l_662 = uint32(7) < l_36;
const bool l_663 = bool(false) || l_662;
if (l_663) {
const float l_664 = l_mut_119.i_7;
const float l_665 = l_mut_92.i_7;
const float l_666 = l_664 * l_665;
l_mut_144 = l_mut_144 + l_666;
}
l_mut_79 = l_mut_79 + l_mut_144;
}
}
const uint32 l_667 = uint32(3) * blockDimGlobal;
const uint32 l_668 = threadIdxGlobal + l_667;
const bool l_669 = l_668 < l_84;
if (l_669) {
const __nv_bfloat16_8 l_670 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_671 = l_arr_6[uint32(3)];
const uint32_4 l_672 = reinterpret_cast<uint32_4 const&>(l_671);
const float_8 l_673 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_673;
const uint32 l_674 = l_672.i_0;
const uint32 l_675 = l_674 << uint32(16);
const float l_676 = reinterpret_cast<float const&>(l_675);
l_mut_119.i_0 = l_676;
const uint32 l_677 = l_672.i_0;
const uint32 l_678 = l_677 & uint32(4294901760);
const float l_679 = reinterpret_cast<float const&>(l_678);
l_mut_119.i_1 = l_679;
const uint32 l_680 = l_672.i_1;
const uint32 l_681 = l_680 << uint32(16);
const float l_682 = reinterpret_cast<float const&>(l_681);
l_mut_119.i_2 = l_682;
const uint32 l_683 = l_672.i_1;
const uint32 l_684 = l_683 & uint32(4294901760);
const float l_685 = reinterpret_cast<float const&>(l_684);
l_mut_119.i_3 = l_685;
const uint32 l_686 = l_672.i_2;
const uint32 l_687 = l_686 << uint32(16);
const float l_688 = reinterpret_cast<float const&>(l_687);
l_mut_119.i_4 = l_688;
const uint32 l_689 = l_672.i_2;
const uint32 l_690 = l_689 & uint32(4294901760);
const float l_691 = reinterpret_cast<float const&>(l_690);
l_mut_119.i_5 = l_691;
const uint32 l_692 = l_672.i_3;
const uint32 l_693 = l_692 << uint32(16);
const float l_694 = reinterpret_cast<float const&>(l_693);
l_mut_119.i_6 = l_694;
const uint32 l_695 = l_672.i_3;
const uint32 l_696 = l_695 & uint32(4294901760);
const float l_697 = reinterpret_cast<float const&>(l_696);
l_mut_119.i_7 = l_697;
const uint32_4 l_698 = reinterpret_cast<uint32_4 const&>(l_670);
const float_8 l_699 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_699;
const uint32 l_700 = l_698.i_0;
const uint32 l_701 = l_700 << uint32(16);
const float l_702 = reinterpret_cast<float const&>(l_701);
l_mut_92.i_0 = l_702;
const uint32 l_703 = l_698.i_0;
const uint32 l_704 = l_703 & uint32(4294901760);
const float l_705 = reinterpret_cast<float const&>(l_704);
l_mut_92.i_1 = l_705;
const uint32 l_706 = l_698.i_1;
const uint32 l_707 = l_706 << uint32(16);
const float l_708 = reinterpret_cast<float const&>(l_707);
l_mut_92.i_2 = l_708;
const uint32 l_709 = l_698.i_1;
const uint32 l_710 = l_709 & uint32(4294901760);
const float l_711 = reinterpret_cast<float const&>(l_710);
l_mut_92.i_3 = l_711;
const uint32 l_712 = l_698.i_2;
const uint32 l_713 = l_712 << uint32(16);
const float l_714 = reinterpret_cast<float const&>(l_713);
l_mut_92.i_4 = l_714;
const uint32 l_715 = l_698.i_2;
const uint32 l_716 = l_715 & uint32(4294901760);
const float l_717 = reinterpret_cast<float const&>(l_716);
l_mut_92.i_5 = l_717;
const uint32 l_718 = l_698.i_3;
const uint32 l_719 = l_718 << uint32(16);
const float l_720 = reinterpret_cast<float const&>(l_719);
l_mut_92.i_6 = l_720;
const uint32 l_721 = l_698.i_3;
const uint32 l_722 = l_721 & uint32(4294901760);
const float l_723 = reinterpret_cast<float const&>(l_722);
l_mut_92.i_7 = l_723;
l_mut_144 = float(0.0);
const bool l_724 = uint32(0) < uint32(8);
const bool l_725 = bool(true) || l_724;
if (l_725) {
const float l_726 = l_mut_119.i_0;
const float l_727 = l_mut_92.i_0;
const float l_728 = l_726 * l_727;
l_mut_144 = l_mut_144 + l_728;
}
const bool l_729 = uint32(1) < uint32(8);
const bool l_730 = bool(true) || l_729;
if (l_730) {
const float l_731 = l_mut_119.i_1;
const float l_732 = l_mut_92.i_1;
const float l_733 = l_731 * l_732;
l_mut_144 = l_mut_144 + l_733;
}
const bool l_734 = uint32(2) < uint32(8);
const bool l_735 = bool(true) || l_734;
if (l_735) {
const float l_736 = l_mut_119.i_2;
const float l_737 = l_mut_92.i_2;
const float l_738 = l_736 * l_737;
l_mut_144 = l_mut_144 + l_738;
}
const bool l_739 = uint32(3) < uint32(8);
const bool l_740 = bool(true) || l_739;
if (l_740) {
const float l_741 = l_mut_119.i_3;
const float l_742 = l_mut_92.i_3;
const float l_743 = l_741 * l_742;
l_mut_144 = l_mut_144 + l_743;
}
const bool l_744 = uint32(4) < uint32(8);
const bool l_745 = bool(true) || l_744;
if (l_745) {
const float l_746 = l_mut_119.i_4;
const float l_747 = l_mut_92.i_4;
const float l_748 = l_746 * l_747;
l_mut_144 = l_mut_144 + l_748;
}
const bool l_749 = uint32(5) < uint32(8);
const bool l_750 = bool(true) || l_749;
if (l_750) {
const float l_751 = l_mut_119.i_5;
const float l_752 = l_mut_92.i_5;
const float l_753 = l_751 * l_752;
l_mut_144 = l_mut_144 + l_753;
}
const bool l_754 = uint32(6) < uint32(8);
const bool l_755 = bool(true) || l_754;
if (l_755) {
const float l_756 = l_mut_119.i_6;
const float l_757 = l_mut_92.i_6;
const float l_758 = l_756 * l_757;
l_mut_144 = l_mut_144 + l_758;
}
const bool l_759 = uint32(7) < uint32(8);
const bool l_760 = bool(true) || l_759;
if (l_760) {
const float l_761 = l_mut_119.i_7;
const float l_762 = l_mut_92.i_7;
const float l_763 = l_761 * l_762;
l_mut_144 = l_mut_144 + l_763;
}
l_mut_79 = l_mut_79 + l_mut_144;
} else {
const uint32 l_764 = l_668 + uint32(1);
const bool l_765 = l_764 == l_33;
if (l_765) {
const __nv_bfloat16_8 l_766 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_767 = l_arr_6[uint32(3)];
const uint32_4 l_768 = reinterpret_cast<uint32_4 const&>(l_767);
const float_8 l_769 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_769;
const uint32 l_770 = l_768.i_0;
const uint32 l_771 = l_770 << uint32(16);
const float l_772 = reinterpret_cast<float const&>(l_771);
l_mut_119.i_0 = l_772;
const uint32 l_773 = l_768.i_0;
const uint32 l_774 = l_773 & uint32(4294901760);
const float l_775 = reinterpret_cast<float const&>(l_774);
l_mut_119.i_1 = l_775;
const uint32 l_776 = l_768.i_1;
const uint32 l_777 = l_776 << uint32(16);
const float l_778 = reinterpret_cast<float const&>(l_777);
l_mut_119.i_2 = l_778;
const uint32 l_779 = l_768.i_1;
const uint32 l_780 = l_779 & uint32(4294901760);
const float l_781 = reinterpret_cast<float const&>(l_780);
l_mut_119.i_3 = l_781;
const uint32 l_782 = l_768.i_2;
const uint32 l_783 = l_782 << uint32(16);
const float l_784 = reinterpret_cast<float const&>(l_783);
l_mut_119.i_4 = l_784;
const uint32 l_785 = l_768.i_2;
const uint32 l_786 = l_785 & uint32(4294901760);
const float l_787 = reinterpret_cast<float const&>(l_786);
l_mut_119.i_5 = l_787;
const uint32 l_788 = l_768.i_3;
const uint32 l_789 = l_788 << uint32(16);
const float l_790 = reinterpret_cast<float const&>(l_789);
l_mut_119.i_6 = l_790;
const uint32 l_791 = l_768.i_3;
const uint32 l_792 = l_791 & uint32(4294901760);
const float l_793 = reinterpret_cast<float const&>(l_792);
l_mut_119.i_7 = l_793;
const uint32_4 l_794 = reinterpret_cast<uint32_4 const&>(l_766);
const float_8 l_795 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_795;
const uint32 l_796 = l_794.i_0;
const uint32 l_797 = l_796 << uint32(16);
const float l_798 = reinterpret_cast<float const&>(l_797);
l_mut_92.i_0 = l_798;
const uint32 l_799 = l_794.i_0;
const uint32 l_800 = l_799 & uint32(4294901760);
const float l_801 = reinterpret_cast<float const&>(l_800);
l_mut_92.i_1 = l_801;
const uint32 l_802 = l_794.i_1;
const uint32 l_803 = l_802 << uint32(16);
const float l_804 = reinterpret_cast<float const&>(l_803);
l_mut_92.i_2 = l_804;
const uint32 l_805 = l_794.i_1;
const uint32 l_806 = l_805 & uint32(4294901760);
const float l_807 = reinterpret_cast<float const&>(l_806);
l_mut_92.i_3 = l_807;
const uint32 l_808 = l_794.i_2;
const uint32 l_809 = l_808 << uint32(16);
const float l_810 = reinterpret_cast<float const&>(l_809);
l_mut_92.i_4 = l_810;
const uint32 l_811 = l_794.i_2;
const uint32 l_812 = l_811 & uint32(4294901760);
const float l_813 = reinterpret_cast<float const&>(l_812);
l_mut_92.i_5 = l_813;
const uint32 l_814 = l_794.i_3;
const uint32 l_815 = l_814 << uint32(16);
const float l_816 = reinterpret_cast<float const&>(l_815);
l_mut_92.i_6 = l_816;
const uint32 l_817 = l_794.i_3;
const uint32 l_818 = l_817 & uint32(4294901760);
const float l_819 = reinterpret_cast<float const&>(l_818);
l_mut_92.i_7 = l_819;
l_mut_144 = float(0.0);
const bool l_820 = uint32(0) < l_36;
const bool l_821 = bool(false) || l_820;
if (l_821) {
const float l_822 = l_mut_119.i_0;
const float l_823 = l_mut_92.i_0;
const float l_824 = l_822 * l_823;
l_mut_144 = l_mut_144 + l_824;
}
const bool l_825 = uint32(1) < l_36;
const bool l_826 = bool(false) || l_825;
if (l_826) {
const float l_827 = l_mut_119.i_1;
const float l_828 = l_mut_92.i_1;
const float l_829 = l_827 * l_828;
l_mut_144 = l_mut_144 + l_829;
}
const bool l_830 = uint32(2) < l_36;
const bool l_831 = bool(false) || l_830;
if (l_831) {
const float l_832 = l_mut_119.i_2;
const float l_833 = l_mut_92.i_2;
const float l_834 = l_832 * l_833;
l_mut_144 = l_mut_144 + l_834;
}
const bool l_835 = uint32(3) < l_36;
const bool l_836 = bool(false) || l_835;
if (l_836) {
const float l_837 = l_mut_119.i_3;
const float l_838 = l_mut_92.i_3;
const float l_839 = l_837 * l_838;
l_mut_144 = l_mut_144 + l_839;
}
const bool l_840 = uint32(4) < l_36;
const bool l_841 = bool(false) || l_840;
if (l_841) {
const float l_842 = l_mut_119.i_4;
const float l_843 = l_mut_92.i_4;
const float l_844 = l_842 * l_843;
l_mut_144 = l_mut_144 + l_844;
}
const bool l_845 = uint32(5) < l_36;
const bool l_846 = bool(false) || l_845;
if (l_846) {
const float l_847 = l_mut_119.i_5;
const float l_848 = l_mut_92.i_5;
const float l_849 = l_847 * l_848;
l_mut_144 = l_mut_144 + l_849;
}
const bool l_850 = uint32(6) < l_36;
const bool l_851 = bool(false) || l_850;
if (l_851) {
const float l_852 = l_mut_119.i_6;
const float l_853 = l_mut_92.i_6;
const float l_854 = l_852 * l_853;
l_mut_144 = l_mut_144 + l_854;
}
const bool l_855 = uint32(7) < l_36;
const bool l_856 = bool(false) || l_855;
if (l_856) {
const float l_857 = l_mut_119.i_7;
const float l_858 = l_mut_92.i_7;
const float l_859 = l_857 * l_858;
l_mut_144 = l_mut_144 + l_859;
}
l_mut_79 = l_mut_79 + l_mut_144;
}
}
const float l_860 = l_mut_26 + l_mut_79;
l_mut_144 = float(0.0);
l_mut_861 = uint32(1);
const float l_862 = { __shfl_xor_sync(-1, l_mut_144, l_mut_861) };
const float l_863 = max(l_mut_144, l_862);
l_mut_144 = l_863;
l_mut_861 = l_mut_861 * uint32(2);
const float l_864 = { __shfl_xor_sync(-1, l_mut_144, l_mut_861) };
const float l_865 = max(l_mut_144, l_864);
l_mut_144 = l_865;
l_mut_861 = l_mut_861 * uint32(2);
const float l_866 = { __shfl_xor_sync(-1, l_mut_144, l_mut_861) };
const float l_867 = max(l_mut_144, l_866);
l_mut_144 = l_867;
l_mut_861 = l_mut_861 * uint32(2);
const float l_868 = { __shfl_xor_sync(-1, l_mut_144, l_mut_861) };
const float l_869 = max(l_mut_144, l_868);
l_mut_144 = l_869;
l_mut_861 = l_mut_861 * uint32(2);
const float l_870 = { __shfl_xor_sync(-1, l_mut_144, l_mut_861) };
const float l_871 = max(l_mut_144, l_870);
l_mut_144 = l_871;
l_mut_861 = l_mut_861 * uint32(2);
const float l_872 = float(0.0) - l_mut_144;
const float l_873 = __expf(l_872);
const float l_874 = l_860 * l_873;
l_mut_79 = l_874;
l_mut_861 = uint32(1);
const float l_875 = { __shfl_xor_sync(-1, l_mut_79, l_mut_861) };
l_mut_79 = l_mut_79 + l_875;
l_mut_861 = l_mut_861 * uint32(2);
const float l_876 = { __shfl_xor_sync(-1, l_mut_79, l_mut_861) };
l_mut_79 = l_mut_79 + l_876;
l_mut_861 = l_mut_861 * uint32(2);
const float l_877 = { __shfl_xor_sync(-1, l_mut_79, l_mut_861) };
l_mut_79 = l_mut_79 + l_877;
l_mut_861 = l_mut_861 * uint32(2);
const float l_878 = { __shfl_xor_sync(-1, l_mut_79, l_mut_861) };
l_mut_79 = l_mut_79 + l_878;
l_mut_861 = l_mut_861 * uint32(2);
const float l_879 = { __shfl_xor_sync(-1, l_mut_79, l_mut_861) };
l_mut_79 = l_mut_79 + l_879;
l_mut_861 = l_mut_861 * uint32(2);
const uint32 l_880 = blockDimGlobal / uint32(32);
const uint32 l_881 = l_mut_9 * uint32(4);
const uint32 l_882 = threadIdxGlobal % uint32(32);
const bool l_883 = l_882 == uint32(0);
if (l_883) {
const uint32 l_884 = threadIdxGlobal / uint32(32);
const uint32 l_885 = l_881 + l_884;
shared_memory_0[l_885] = l_mut_144;
const uint32 l_886 = threadIdxGlobal / uint32(32);
const uint32 l_887 = l_881 + l_886;
shared_memory_1[l_887] = l_mut_79;
}
__syncthreads();

l_mut_26 = float(-3.4028234663852886e38);
l_mut_888 = float(0.0);
const uint32 l_889 = threadIdxGlobal % uint32(4);
l_mut_861 = l_889;
while (true) {
const bool l_890 = l_mut_861 < l_880;
const bool l_891 = !l_890;
if (l_891) {
break;}
const uint32 l_892 = l_881 + l_mut_861;
const float l_893 = shared_memory_0[l_892];
const uint32 l_894 = l_881 + l_mut_861;
const float l_895 = shared_memory_1[l_894];
const float l_896 = max(l_mut_26, l_893);
const float l_897 = l_mut_26 - l_896;
const float l_898 = __expf(l_897);
const float l_899 = l_mut_888 * l_898;
const float l_900 = l_893 - l_896;
const float l_901 = __expf(l_900);
const float l_902 = l_895 * l_901;
const float l_903 = l_899 + l_902;
l_mut_26 = l_896;
l_mut_888 = l_903;
l_mut_861 = l_mut_861 + uint32(4);
}
l_mut_904 = l_mut_26;
l_mut_905 = uint32(1);
const float l_906 = { __shfl_xor_sync(-1, l_mut_904, l_mut_905) };
const float l_907 = max(l_mut_904, l_906);
l_mut_904 = l_907;
l_mut_905 = l_mut_905 * uint32(2);
const float l_908 = { __shfl_xor_sync(-1, l_mut_904, l_mut_905) };
const float l_909 = max(l_mut_904, l_908);
l_mut_904 = l_909;
l_mut_905 = l_mut_905 * uint32(2);
const float l_910 = l_mut_26 - l_mut_904;
const float l_911 = __expf(l_910);
const float l_912 = l_mut_888 * l_911;
l_mut_913 = l_912;
l_mut_905 = uint32(1);
const float l_914 = { __shfl_xor_sync(-1, l_mut_913, l_mut_905) };
l_mut_913 = l_mut_913 + l_914;
l_mut_905 = l_mut_905 * uint32(2);
const float l_915 = { __shfl_xor_sync(-1, l_mut_913, l_mut_905) };
l_mut_913 = l_mut_913 + l_915;
l_mut_905 = l_mut_905 * uint32(2);
l_mut_904 = l_mut_913;
const uint32 l_916 = uint32(1) - l_mut_9;
l_mut_9 = l_916;
l_mut_905 = uint32(4294967295);
const uint32 l_917 = l_mut_8 * info.scalars_uint32[21];
const uint32 l_918 = l_917 + l_17;
const uint32 l_919 = uint32(0) * blockDimGlobal;
const uint32 l_920 = threadIdxGlobal + l_919;
const bool l_921 = l_920 < l_22;
if (l_921) {
const uint32 l_922 = l_918 + l_920;
const __nv_bfloat16_8 l_923 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_924 = l_arr_6[uint32(0)];
const uint32_4 l_925 = reinterpret_cast<uint32_4 const&>(l_923);
const float_8 l_926 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_926;
const uint32 l_927 = l_925.i_0;
const uint32 l_928 = l_927 << uint32(16);
const float l_929 = reinterpret_cast<float const&>(l_928);
l_mut_119.i_0 = l_929;
const uint32 l_930 = l_925.i_0;
const uint32 l_931 = l_930 & uint32(4294901760);
const float l_932 = reinterpret_cast<float const&>(l_931);
l_mut_119.i_1 = l_932;
const uint32 l_933 = l_925.i_1;
const uint32 l_934 = l_933 << uint32(16);
const float l_935 = reinterpret_cast<float const&>(l_934);
l_mut_119.i_2 = l_935;
const uint32 l_936 = l_925.i_1;
const uint32 l_937 = l_936 & uint32(4294901760);
const float l_938 = reinterpret_cast<float const&>(l_937);
l_mut_119.i_3 = l_938;
const uint32 l_939 = l_925.i_2;
const uint32 l_940 = l_939 << uint32(16);
const float l_941 = reinterpret_cast<float const&>(l_940);
l_mut_119.i_4 = l_941;
const uint32 l_942 = l_925.i_2;
const uint32 l_943 = l_942 & uint32(4294901760);
const float l_944 = reinterpret_cast<float const&>(l_943);
l_mut_119.i_5 = l_944;
const uint32 l_945 = l_925.i_3;
const uint32 l_946 = l_945 << uint32(16);
const float l_947 = reinterpret_cast<float const&>(l_946);
l_mut_119.i_6 = l_947;
const uint32 l_948 = l_925.i_3;
const uint32 l_949 = l_948 & uint32(4294901760);
const float l_950 = reinterpret_cast<float const&>(l_949);
l_mut_119.i_7 = l_950;
const uint32_4 l_951 = reinterpret_cast<uint32_4 const&>(l_924);
const float_8 l_952 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_952;
const uint32 l_953 = l_951.i_0;
const uint32 l_954 = l_953 << uint32(16);
const float l_955 = reinterpret_cast<float const&>(l_954);
l_mut_92.i_0 = l_955;
const uint32 l_956 = l_951.i_0;
const uint32 l_957 = l_956 & uint32(4294901760);
const float l_958 = reinterpret_cast<float const&>(l_957);
l_mut_92.i_1 = l_958;
const uint32 l_959 = l_951.i_1;
const uint32 l_960 = l_959 << uint32(16);
const float l_961 = reinterpret_cast<float const&>(l_960);
l_mut_92.i_2 = l_961;
const uint32 l_962 = l_951.i_1;
const uint32 l_963 = l_962 & uint32(4294901760);
const float l_964 = reinterpret_cast<float const&>(l_963);
l_mut_92.i_3 = l_964;
const uint32 l_965 = l_951.i_2;
const uint32 l_966 = l_965 << uint32(16);
const float l_967 = reinterpret_cast<float const&>(l_966);
l_mut_92.i_4 = l_967;
const uint32 l_968 = l_951.i_2;
const uint32 l_969 = l_968 & uint32(4294901760);
const float l_970 = reinterpret_cast<float const&>(l_969);
l_mut_92.i_5 = l_970;
const uint32 l_971 = l_951.i_3;
const uint32 l_972 = l_971 << uint32(16);
const float l_973 = reinterpret_cast<float const&>(l_972);
l_mut_92.i_6 = l_973;
const uint32 l_974 = l_951.i_3;
const uint32 l_975 = l_974 & uint32(4294901760);
const float l_976 = reinterpret_cast<float const&>(l_975);
l_mut_92.i_7 = l_976;
const float_8 l_977 = float_8{
l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,};
const float_8 l_978 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_979 = float_8{
l_mut_92.i_0 - l_977.i_0, l_mut_92.i_1 - l_977.i_1, l_mut_92.i_2 - l_977.i_2, l_mut_92.i_3 - l_977.i_3, l_mut_92.i_4 - l_977.i_4, l_mut_92.i_5 - l_977.i_5, l_mut_92.i_6 - l_977.i_6, l_mut_92.i_7 - l_977.i_7, };
const float_8 l_980 = float_8{
l_mut_119.i_0 * l_979.i_0, l_mut_119.i_1 * l_979.i_1, l_mut_119.i_2 * l_979.i_2, l_mut_119.i_3 * l_979.i_3, l_mut_119.i_4 * l_979.i_4, l_mut_119.i_5 * l_979.i_5, l_mut_119.i_6 * l_979.i_6, l_mut_119.i_7 * l_979.i_7, };
const float_8 l_981 = float_8{
l_980.i_0 * l_978.i_0, l_980.i_1 * l_978.i_1, l_980.i_2 * l_978.i_2, l_980.i_3 * l_978.i_3, l_980.i_4 * l_978.i_4, l_980.i_5 * l_978.i_5, l_980.i_6 * l_978.i_6, l_980.i_7 * l_978.i_7, };
const __nv_bfloat16_8 l_982 = __nv_bfloat16_8{
__nv_bfloat16(l_981.i_0),__nv_bfloat16(l_981.i_1),__nv_bfloat16(l_981.i_2),__nv_bfloat16(l_981.i_3),__nv_bfloat16(l_981.i_4),__nv_bfloat16(l_981.i_5),__nv_bfloat16(l_981.i_6),__nv_bfloat16(l_981.i_7),};
buffer_2[l_922] = reinterpret_cast< __nv_bfloat16_8 const&>(l_982);
}
const uint32 l_983 = uint32(1) * blockDimGlobal;
const uint32 l_984 = threadIdxGlobal + l_983;
const bool l_985 = l_984 < l_22;
if (l_985) {
const uint32 l_986 = l_918 + l_984;
const __nv_bfloat16_8 l_987 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_988 = l_arr_6[uint32(1)];
const uint32_4 l_989 = reinterpret_cast<uint32_4 const&>(l_987);
const float_8 l_990 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_990;
const uint32 l_991 = l_989.i_0;
const uint32 l_992 = l_991 << uint32(16);
const float l_993 = reinterpret_cast<float const&>(l_992);
l_mut_119.i_0 = l_993;
const uint32 l_994 = l_989.i_0;
const uint32 l_995 = l_994 & uint32(4294901760);
const float l_996 = reinterpret_cast<float const&>(l_995);
l_mut_119.i_1 = l_996;
const uint32 l_997 = l_989.i_1;
const uint32 l_998 = l_997 << uint32(16);
const float l_999 = reinterpret_cast<float const&>(l_998);
l_mut_119.i_2 = l_999;
const uint32 l_1000 = l_989.i_1;
const uint32 l_1001 = l_1000 & uint32(4294901760);
const float l_1002 = reinterpret_cast<float const&>(l_1001);
l_mut_119.i_3 = l_1002;
const uint32 l_1003 = l_989.i_2;
const uint32 l_1004 = l_1003 << uint32(16);
const float l_1005 = reinterpret_cast<float const&>(l_1004);
l_mut_119.i_4 = l_1005;
const uint32 l_1006 = l_989.i_2;
const uint32 l_1007 = l_1006 & uint32(4294901760);
const float l_1008 = reinterpret_cast<float const&>(l_1007);
l_mut_119.i_5 = l_1008;
const uint32 l_1009 = l_989.i_3;
const uint32 l_1010 = l_1009 << uint32(16);
const float l_1011 = reinterpret_cast<float const&>(l_1010);
l_mut_119.i_6 = l_1011;
const uint32 l_1012 = l_989.i_3;
const uint32 l_1013 = l_1012 & uint32(4294901760);
const float l_1014 = reinterpret_cast<float const&>(l_1013);
l_mut_119.i_7 = l_1014;
const uint32_4 l_1015 = reinterpret_cast<uint32_4 const&>(l_988);
const float_8 l_1016 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1016;
const uint32 l_1017 = l_1015.i_0;
const uint32 l_1018 = l_1017 << uint32(16);
const float l_1019 = reinterpret_cast<float const&>(l_1018);
l_mut_92.i_0 = l_1019;
const uint32 l_1020 = l_1015.i_0;
const uint32 l_1021 = l_1020 & uint32(4294901760);
const float l_1022 = reinterpret_cast<float const&>(l_1021);
l_mut_92.i_1 = l_1022;
const uint32 l_1023 = l_1015.i_1;
const uint32 l_1024 = l_1023 << uint32(16);
const float l_1025 = reinterpret_cast<float const&>(l_1024);
l_mut_92.i_2 = l_1025;
const uint32 l_1026 = l_1015.i_1;
const uint32 l_1027 = l_1026 & uint32(4294901760);
const float l_1028 = reinterpret_cast<float const&>(l_1027);
l_mut_92.i_3 = l_1028;
const uint32 l_1029 = l_1015.i_2;
const uint32 l_1030 = l_1029 << uint32(16);
const float l_1031 = reinterpret_cast<float const&>(l_1030);
l_mut_92.i_4 = l_1031;
const uint32 l_1032 = l_1015.i_2;
const uint32 l_1033 = l_1032 & uint32(4294901760);
const float l_1034 = reinterpret_cast<float const&>(l_1033);
l_mut_92.i_5 = l_1034;
const uint32 l_1035 = l_1015.i_3;
const uint32 l_1036 = l_1035 << uint32(16);
const float l_1037 = reinterpret_cast<float const&>(l_1036);
l_mut_92.i_6 = l_1037;
const uint32 l_1038 = l_1015.i_3;
const uint32 l_1039 = l_1038 & uint32(4294901760);
const float l_1040 = reinterpret_cast<float const&>(l_1039);
l_mut_92.i_7 = l_1040;
const float_8 l_1041 = float_8{
l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,};
const float_8 l_1042 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1043 = float_8{
l_mut_92.i_0 - l_1041.i_0, l_mut_92.i_1 - l_1041.i_1, l_mut_92.i_2 - l_1041.i_2, l_mut_92.i_3 - l_1041.i_3, l_mut_92.i_4 - l_1041.i_4, l_mut_92.i_5 - l_1041.i_5, l_mut_92.i_6 - l_1041.i_6, l_mut_92.i_7 - l_1041.i_7, };
const float_8 l_1044 = float_8{
l_mut_119.i_0 * l_1043.i_0, l_mut_119.i_1 * l_1043.i_1, l_mut_119.i_2 * l_1043.i_2, l_mut_119.i_3 * l_1043.i_3, l_mut_119.i_4 * l_1043.i_4, l_mut_119.i_5 * l_1043.i_5, l_mut_119.i_6 * l_1043.i_6, l_mut_119.i_7 * l_1043.i_7, };
const float_8 l_1045 = float_8{
l_1044.i_0 * l_1042.i_0, l_1044.i_1 * l_1042.i_1, l_1044.i_2 * l_1042.i_2, l_1044.i_3 * l_1042.i_3, l_1044.i_4 * l_1042.i_4, l_1044.i_5 * l_1042.i_5, l_1044.i_6 * l_1042.i_6, l_1044.i_7 * l_1042.i_7, };
const __nv_bfloat16_8 l_1046 = __nv_bfloat16_8{
__nv_bfloat16(l_1045.i_0),__nv_bfloat16(l_1045.i_1),__nv_bfloat16(l_1045.i_2),__nv_bfloat16(l_1045.i_3),__nv_bfloat16(l_1045.i_4),__nv_bfloat16(l_1045.i_5),__nv_bfloat16(l_1045.i_6),__nv_bfloat16(l_1045.i_7),};
buffer_2[l_986] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1046);
}
const uint32 l_1047 = uint32(2) * blockDimGlobal;
const uint32 l_1048 = threadIdxGlobal + l_1047;
const bool l_1049 = l_1048 < l_22;
if (l_1049) {
const uint32 l_1050 = l_918 + l_1048;
const __nv_bfloat16_8 l_1051 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_1052 = l_arr_6[uint32(2)];
const uint32_4 l_1053 = reinterpret_cast<uint32_4 const&>(l_1051);
const float_8 l_1054 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_1054;
const uint32 l_1055 = l_1053.i_0;
const uint32 l_1056 = l_1055 << uint32(16);
const float l_1057 = reinterpret_cast<float const&>(l_1056);
l_mut_119.i_0 = l_1057;
const uint32 l_1058 = l_1053.i_0;
const uint32 l_1059 = l_1058 & uint32(4294901760);
const float l_1060 = reinterpret_cast<float const&>(l_1059);
l_mut_119.i_1 = l_1060;
const uint32 l_1061 = l_1053.i_1;
const uint32 l_1062 = l_1061 << uint32(16);
const float l_1063 = reinterpret_cast<float const&>(l_1062);
l_mut_119.i_2 = l_1063;
const uint32 l_1064 = l_1053.i_1;
const uint32 l_1065 = l_1064 & uint32(4294901760);
const float l_1066 = reinterpret_cast<float const&>(l_1065);
l_mut_119.i_3 = l_1066;
const uint32 l_1067 = l_1053.i_2;
const uint32 l_1068 = l_1067 << uint32(16);
const float l_1069 = reinterpret_cast<float const&>(l_1068);
l_mut_119.i_4 = l_1069;
const uint32 l_1070 = l_1053.i_2;
const uint32 l_1071 = l_1070 & uint32(4294901760);
const float l_1072 = reinterpret_cast<float const&>(l_1071);
l_mut_119.i_5 = l_1072;
const uint32 l_1073 = l_1053.i_3;
const uint32 l_1074 = l_1073 << uint32(16);
const float l_1075 = reinterpret_cast<float const&>(l_1074);
l_mut_119.i_6 = l_1075;
const uint32 l_1076 = l_1053.i_3;
const uint32 l_1077 = l_1076 & uint32(4294901760);
const float l_1078 = reinterpret_cast<float const&>(l_1077);
l_mut_119.i_7 = l_1078;
const uint32_4 l_1079 = reinterpret_cast<uint32_4 const&>(l_1052);
const float_8 l_1080 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1080;
const uint32 l_1081 = l_1079.i_0;
const uint32 l_1082 = l_1081 << uint32(16);
const float l_1083 = reinterpret_cast<float const&>(l_1082);
l_mut_92.i_0 = l_1083;
const uint32 l_1084 = l_1079.i_0;
const uint32 l_1085 = l_1084 & uint32(4294901760);
const float l_1086 = reinterpret_cast<float const&>(l_1085);
l_mut_92.i_1 = l_1086;
const uint32 l_1087 = l_1079.i_1;
const uint32 l_1088 = l_1087 << uint32(16);
const float l_1089 = reinterpret_cast<float const&>(l_1088);
l_mut_92.i_2 = l_1089;
const uint32 l_1090 = l_1079.i_1;
const uint32 l_1091 = l_1090 & uint32(4294901760);
const float l_1092 = reinterpret_cast<float const&>(l_1091);
l_mut_92.i_3 = l_1092;
const uint32 l_1093 = l_1079.i_2;
const uint32 l_1094 = l_1093 << uint32(16);
const float l_1095 = reinterpret_cast<float const&>(l_1094);
l_mut_92.i_4 = l_1095;
const uint32 l_1096 = l_1079.i_2;
const uint32 l_1097 = l_1096 & uint32(4294901760);
const float l_1098 = reinterpret_cast<float const&>(l_1097);
l_mut_92.i_5 = l_1098;
const uint32 l_1099 = l_1079.i_3;
const uint32 l_1100 = l_1099 << uint32(16);
const float l_1101 = reinterpret_cast<float const&>(l_1100);
l_mut_92.i_6 = l_1101;
const uint32 l_1102 = l_1079.i_3;
const uint32 l_1103 = l_1102 & uint32(4294901760);
const float l_1104 = reinterpret_cast<float const&>(l_1103);
l_mut_92.i_7 = l_1104;
const float_8 l_1105 = float_8{
l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,};
const float_8 l_1106 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1107 = float_8{
l_mut_92.i_0 - l_1105.i_0, l_mut_92.i_1 - l_1105.i_1, l_mut_92.i_2 - l_1105.i_2, l_mut_92.i_3 - l_1105.i_3, l_mut_92.i_4 - l_1105.i_4, l_mut_92.i_5 - l_1105.i_5, l_mut_92.i_6 - l_1105.i_6, l_mut_92.i_7 - l_1105.i_7, };
const float_8 l_1108 = float_8{
l_mut_119.i_0 * l_1107.i_0, l_mut_119.i_1 * l_1107.i_1, l_mut_119.i_2 * l_1107.i_2, l_mut_119.i_3 * l_1107.i_3, l_mut_119.i_4 * l_1107.i_4, l_mut_119.i_5 * l_1107.i_5, l_mut_119.i_6 * l_1107.i_6, l_mut_119.i_7 * l_1107.i_7, };
const float_8 l_1109 = float_8{
l_1108.i_0 * l_1106.i_0, l_1108.i_1 * l_1106.i_1, l_1108.i_2 * l_1106.i_2, l_1108.i_3 * l_1106.i_3, l_1108.i_4 * l_1106.i_4, l_1108.i_5 * l_1106.i_5, l_1108.i_6 * l_1106.i_6, l_1108.i_7 * l_1106.i_7, };
const __nv_bfloat16_8 l_1110 = __nv_bfloat16_8{
__nv_bfloat16(l_1109.i_0),__nv_bfloat16(l_1109.i_1),__nv_bfloat16(l_1109.i_2),__nv_bfloat16(l_1109.i_3),__nv_bfloat16(l_1109.i_4),__nv_bfloat16(l_1109.i_5),__nv_bfloat16(l_1109.i_6),__nv_bfloat16(l_1109.i_7),};
buffer_2[l_1050] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1110);
}
const uint32 l_1111 = uint32(3) * blockDimGlobal;
const uint32 l_1112 = threadIdxGlobal + l_1111;
const bool l_1113 = l_1112 < l_22;
if (l_1113) {
const uint32 l_1114 = l_918 + l_1112;
const __nv_bfloat16_8 l_1115 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_1116 = l_arr_6[uint32(3)];
const uint32_4 l_1117 = reinterpret_cast<uint32_4 const&>(l_1115);
const float_8 l_1118 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_119 = l_1118;
const uint32 l_1119 = l_1117.i_0;
const uint32 l_1120 = l_1119 << uint32(16);
const float l_1121 = reinterpret_cast<float const&>(l_1120);
l_mut_119.i_0 = l_1121;
const uint32 l_1122 = l_1117.i_0;
const uint32 l_1123 = l_1122 & uint32(4294901760);
const float l_1124 = reinterpret_cast<float const&>(l_1123);
l_mut_119.i_1 = l_1124;
const uint32 l_1125 = l_1117.i_1;
const uint32 l_1126 = l_1125 << uint32(16);
const float l_1127 = reinterpret_cast<float const&>(l_1126);
l_mut_119.i_2 = l_1127;
const uint32 l_1128 = l_1117.i_1;
const uint32 l_1129 = l_1128 & uint32(4294901760);
const float l_1130 = reinterpret_cast<float const&>(l_1129);
l_mut_119.i_3 = l_1130;
const uint32 l_1131 = l_1117.i_2;
const uint32 l_1132 = l_1131 << uint32(16);
const float l_1133 = reinterpret_cast<float const&>(l_1132);
l_mut_119.i_4 = l_1133;
const uint32 l_1134 = l_1117.i_2;
const uint32 l_1135 = l_1134 & uint32(4294901760);
const float l_1136 = reinterpret_cast<float const&>(l_1135);
l_mut_119.i_5 = l_1136;
const uint32 l_1137 = l_1117.i_3;
const uint32 l_1138 = l_1137 << uint32(16);
const float l_1139 = reinterpret_cast<float const&>(l_1138);
l_mut_119.i_6 = l_1139;
const uint32 l_1140 = l_1117.i_3;
const uint32 l_1141 = l_1140 & uint32(4294901760);
const float l_1142 = reinterpret_cast<float const&>(l_1141);
l_mut_119.i_7 = l_1142;
const uint32_4 l_1143 = reinterpret_cast<uint32_4 const&>(l_1116);
const float_8 l_1144 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1144;
const uint32 l_1145 = l_1143.i_0;
const uint32 l_1146 = l_1145 << uint32(16);
const float l_1147 = reinterpret_cast<float const&>(l_1146);
l_mut_92.i_0 = l_1147;
const uint32 l_1148 = l_1143.i_0;
const uint32 l_1149 = l_1148 & uint32(4294901760);
const float l_1150 = reinterpret_cast<float const&>(l_1149);
l_mut_92.i_1 = l_1150;
const uint32 l_1151 = l_1143.i_1;
const uint32 l_1152 = l_1151 << uint32(16);
const float l_1153 = reinterpret_cast<float const&>(l_1152);
l_mut_92.i_2 = l_1153;
const uint32 l_1154 = l_1143.i_1;
const uint32 l_1155 = l_1154 & uint32(4294901760);
const float l_1156 = reinterpret_cast<float const&>(l_1155);
l_mut_92.i_3 = l_1156;
const uint32 l_1157 = l_1143.i_2;
const uint32 l_1158 = l_1157 << uint32(16);
const float l_1159 = reinterpret_cast<float const&>(l_1158);
l_mut_92.i_4 = l_1159;
const uint32 l_1160 = l_1143.i_2;
const uint32 l_1161 = l_1160 & uint32(4294901760);
const float l_1162 = reinterpret_cast<float const&>(l_1161);
l_mut_92.i_5 = l_1162;
const uint32 l_1163 = l_1143.i_3;
const uint32 l_1164 = l_1163 << uint32(16);
const float l_1165 = reinterpret_cast<float const&>(l_1164);
l_mut_92.i_6 = l_1165;
const uint32 l_1166 = l_1143.i_3;
const uint32 l_1167 = l_1166 & uint32(4294901760);
const float l_1168 = reinterpret_cast<float const&>(l_1167);
l_mut_92.i_7 = l_1168;
const float_8 l_1169 = float_8{
l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,l_mut_904,};
const float_8 l_1170 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1171 = float_8{
l_mut_92.i_0 - l_1169.i_0, l_mut_92.i_1 - l_1169.i_1, l_mut_92.i_2 - l_1169.i_2, l_mut_92.i_3 - l_1169.i_3, l_mut_92.i_4 - l_1169.i_4, l_mut_92.i_5 - l_1169.i_5, l_mut_92.i_6 - l_1169.i_6, l_mut_92.i_7 - l_1169.i_7, };
const float_8 l_1172 = float_8{
l_mut_119.i_0 * l_1171.i_0, l_mut_119.i_1 * l_1171.i_1, l_mut_119.i_2 * l_1171.i_2, l_mut_119.i_3 * l_1171.i_3, l_mut_119.i_4 * l_1171.i_4, l_mut_119.i_5 * l_1171.i_5, l_mut_119.i_6 * l_1171.i_6, l_mut_119.i_7 * l_1171.i_7, };
const float_8 l_1173 = float_8{
l_1172.i_0 * l_1170.i_0, l_1172.i_1 * l_1170.i_1, l_1172.i_2 * l_1170.i_2, l_1172.i_3 * l_1170.i_3, l_1172.i_4 * l_1170.i_4, l_1172.i_5 * l_1170.i_5, l_1172.i_6 * l_1170.i_6, l_1172.i_7 * l_1170.i_7, };
const __nv_bfloat16_8 l_1174 = __nv_bfloat16_8{
__nv_bfloat16(l_1173.i_0),__nv_bfloat16(l_1173.i_1),__nv_bfloat16(l_1173.i_2),__nv_bfloat16(l_1173.i_3),__nv_bfloat16(l_1173.i_4),__nv_bfloat16(l_1173.i_5),__nv_bfloat16(l_1173.i_6),__nv_bfloat16(l_1173.i_7),};
buffer_2[l_1114] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1174);
}
l_mut_8 = l_mut_8 + gridDimGlobal;
}

}
