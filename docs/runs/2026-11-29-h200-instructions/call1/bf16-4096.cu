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
struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
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
struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[28];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)softmax_cube_per_row_f_bf16_g_bf16_m_bf16_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const __nv_bfloat16_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
extern __shared__ __align__(16) uint8 dynamic_shared_mem[];
// Shared array size: 4, 16 bytes
float *shared_memory_3 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
// Shared array size: 512, 8192 bytes
__nv_bfloat16_8 *shared_memory_8 = reinterpret_cast<__nv_bfloat16_8*>(&dynamic_shared_mem[32]);
// Shared array size: 4, 16 bytes
float *shared_memory_4 = reinterpret_cast<float*>(&dynamic_shared_mem[16]);
__nv_bfloat16_8 l_arr_10[8];

__nv_bfloat16_8 l_arr_11[8];

float l_arr_9[1];

float l_mut_37;
float l_mut_38;
float l_mut_100;
float l_mut_140;
float l_mut_1178;
float_8 l_mut_114;
float_8 l_mut_139;
uint32 l_mut_13;
uint32 l_mut_14;
uint32 l_mut_22;
uint32 l_mut_23;
uint32 l_mut_50;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(8);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_12 = blockDimGlobal * uint32(8);
l_mut_13 = blockIdxGlobal;
l_mut_14 = uint32(0);
while (true) {
const uint32 l_15 = info.scalars_uint32[0] * info.scalars_uint32[13];
const bool l_16 = l_mut_13 < l_15;
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_13 / info.scalars_uint32[13];
const uint32 l_19 = l_18 * info.scalars_uint32[5];
const uint32 l_20 = l_mut_13 % info.scalars_uint32[13];
const uint32 l_21 = l_20 * uint32(1);
l_mut_22 = l_2;
l_mut_23 = uint32(0);
const bool l_24 = info.scalars_float[0] < float(0.0);
const float l_25 = -info.scalars_float[1];
const float l_26 = (l_24) ? l_25 : info.scalars_float[1];
const uint32 l_27 = l_21 + uint32(0);
const uint32 l_28 = l_27 * l_12;
const bool l_29 = info.scalars_uint32[1] > l_28;
const uint32 l_30 = info.scalars_uint32[1] - l_28;
const uint32 l_31 = (l_29) ? l_30 : uint32(0);
const bool l_32 = l_31 < l_12;
const uint32 l_33 = (l_32) ? l_31 : l_12;
const uint32 l_34 = l_28 + l_33;
const bool l_35 = l_34 == info.scalars_uint32[1];
const uint32 l_36 = (l_35) ? info.scalars_uint32[2] : uint32(8);
l_mut_37 = float(-3.4028234663852886e38);
l_mut_38 = float(0.0);
const uint32 l_39 = l_21 + uint32(0);
const uint32 l_40 = l_39 * l_12;
const bool l_41 = info.scalars_uint32[1] > l_40;
const uint32 l_42 = info.scalars_uint32[1] - l_40;
const uint32 l_43 = (l_41) ? l_42 : uint32(0);
const bool l_44 = l_43 < l_12;
const uint32 l_45 = (l_44) ? l_43 : l_12;
const uint32 l_46 = l_40 + l_45;
const bool l_47 = l_46 == info.scalars_uint32[1];
const uint32 l_48 = (l_47) ? info.scalars_uint32[2] : uint32(8);
const uint32 l_49 = l_19 + l_40;
l_mut_50 = l_45;
const uint32 l_51 = uint32(0) * blockDimGlobal;
const uint32 l_52 = threadIdxGlobal + l_51;
const bool l_53 = l_52 < l_mut_50;
const uint32 l_54 = l_49 + l_52;
const uint32 l_55 = (l_53) ? l_54 : uint32(0);
const __nv_bfloat16_8 l_56 = buffer_0[l_55];
l_arr_10[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_56);
const uint32 l_57 = uint32(1) * blockDimGlobal;
const uint32 l_58 = threadIdxGlobal + l_57;
const bool l_59 = l_58 < l_mut_50;
const uint32 l_60 = l_49 + l_58;
const uint32 l_61 = (l_59) ? l_60 : uint32(0);
const __nv_bfloat16_8 l_62 = buffer_0[l_61];
l_arr_10[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_62);
const uint32 l_63 = uint32(2) * blockDimGlobal;
const uint32 l_64 = threadIdxGlobal + l_63;
const bool l_65 = l_64 < l_mut_50;
const uint32 l_66 = l_49 + l_64;
const uint32 l_67 = (l_65) ? l_66 : uint32(0);
const __nv_bfloat16_8 l_68 = buffer_0[l_67];
l_arr_10[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_68);
const uint32 l_69 = uint32(3) * blockDimGlobal;
const uint32 l_70 = threadIdxGlobal + l_69;
const bool l_71 = l_70 < l_mut_50;
const uint32 l_72 = l_49 + l_70;
const uint32 l_73 = (l_71) ? l_72 : uint32(0);
const __nv_bfloat16_8 l_74 = buffer_0[l_73];
l_arr_10[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_74);
const uint32 l_75 = uint32(4) * blockDimGlobal;
const uint32 l_76 = threadIdxGlobal + l_75;
const bool l_77 = l_76 < l_mut_50;
const uint32 l_78 = l_49 + l_76;
const uint32 l_79 = (l_77) ? l_78 : uint32(0);
const __nv_bfloat16_8 l_80 = buffer_0[l_79];
l_arr_10[uint32(4)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_80);
const uint32 l_81 = uint32(5) * blockDimGlobal;
const uint32 l_82 = threadIdxGlobal + l_81;
const bool l_83 = l_82 < l_mut_50;
const uint32 l_84 = l_49 + l_82;
const uint32 l_85 = (l_83) ? l_84 : uint32(0);
const __nv_bfloat16_8 l_86 = buffer_0[l_85];
l_arr_10[uint32(5)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_86);
const uint32 l_87 = uint32(6) * blockDimGlobal;
const uint32 l_88 = threadIdxGlobal + l_87;
const bool l_89 = l_88 < l_mut_50;
const uint32 l_90 = l_49 + l_88;
const uint32 l_91 = (l_89) ? l_90 : uint32(0);
const __nv_bfloat16_8 l_92 = buffer_0[l_91];
l_arr_10[uint32(6)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_92);
const uint32 l_93 = uint32(7) * blockDimGlobal;
const uint32 l_94 = threadIdxGlobal + l_93;
const bool l_95 = l_94 < l_mut_50;
const uint32 l_96 = l_49 + l_94;
const uint32 l_97 = (l_95) ? l_96 : uint32(0);
const __nv_bfloat16_8 l_98 = buffer_0[l_97];
l_arr_10[uint32(7)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_98);
const uint32 l_99 = l_mut_23 + l_40;
l_mut_100 = float(-3.4028234663852886e38);
const bool l_101 = l_48 < uint32(8);
const bool l_102 = l_45 > uint32(0);
const bool l_103 = l_101 && l_102;
const uint32 l_104 = (l_103) ? uint32(1) : uint32(0);
const uint32 l_105 = l_45 - l_104;
const uint32 l_106 = uint32(0) * blockDimGlobal;
const uint32 l_107 = threadIdxGlobal + l_106;
const uint32 l_108 = l_40 + l_107;
const bool l_109 = l_107 < l_105;
if (l_109) {
const __nv_bfloat16_8 l_110 = l_arr_10[uint32(0)];
const __nv_bfloat16_8 l_111 = l_arr_11[uint32(0)];
const uint32_4 l_112 = reinterpret_cast<uint32_4 const&>(l_110);
const float_8 l_113 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_114 = l_113;
const uint32 l_115 = l_112.i_0;
const uint32 l_116 = l_115 << uint32(16);
const float l_117 = reinterpret_cast<float const&>(l_116);
l_mut_114.i_0 = l_117;
const uint32 l_118 = l_112.i_0;
const uint32 l_119 = l_118 & uint32(4294901760);
const float l_120 = reinterpret_cast<float const&>(l_119);
l_mut_114.i_1 = l_120;
const uint32 l_121 = l_112.i_1;
const uint32 l_122 = l_121 << uint32(16);
const float l_123 = reinterpret_cast<float const&>(l_122);
l_mut_114.i_2 = l_123;
const uint32 l_124 = l_112.i_1;
const uint32 l_125 = l_124 & uint32(4294901760);
const float l_126 = reinterpret_cast<float const&>(l_125);
l_mut_114.i_3 = l_126;
const uint32 l_127 = l_112.i_2;
const uint32 l_128 = l_127 << uint32(16);
const float l_129 = reinterpret_cast<float const&>(l_128);
l_mut_114.i_4 = l_129;
const uint32 l_130 = l_112.i_2;
const uint32 l_131 = l_130 & uint32(4294901760);
const float l_132 = reinterpret_cast<float const&>(l_131);
l_mut_114.i_5 = l_132;
const uint32 l_133 = l_112.i_3;
const uint32 l_134 = l_133 << uint32(16);
const float l_135 = reinterpret_cast<float const&>(l_134);
l_mut_114.i_6 = l_135;
const uint32 l_136 = l_112.i_3;
const uint32 l_137 = l_136 & uint32(4294901760);
const float l_138 = reinterpret_cast<float const&>(l_137);
l_mut_114.i_7 = l_138;
l_mut_139 = l_mut_114;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_141 = uint32(0) < uint32(8);
const bool l_142 = bool(true) || l_141;
if (l_142) {
const float l_143 = l_mut_139.i_0;
const float l_144 = max(l_mut_140, l_143);
l_mut_140 = l_144;
}
const bool l_145 = uint32(1) < uint32(8);
const bool l_146 = bool(true) || l_145;
if (l_146) {
const float l_147 = l_mut_139.i_1;
const float l_148 = max(l_mut_140, l_147);
l_mut_140 = l_148;
}
const bool l_149 = uint32(2) < uint32(8);
const bool l_150 = bool(true) || l_149;
if (l_150) {
const float l_151 = l_mut_139.i_2;
const float l_152 = max(l_mut_140, l_151);
l_mut_140 = l_152;
}
const bool l_153 = uint32(3) < uint32(8);
const bool l_154 = bool(true) || l_153;
if (l_154) {
const float l_155 = l_mut_139.i_3;
const float l_156 = max(l_mut_140, l_155);
l_mut_140 = l_156;
}
const bool l_157 = uint32(4) < uint32(8);
const bool l_158 = bool(true) || l_157;
if (l_158) {
const float l_159 = l_mut_139.i_4;
const float l_160 = max(l_mut_140, l_159);
l_mut_140 = l_160;
}
const bool l_161 = uint32(5) < uint32(8);
const bool l_162 = bool(true) || l_161;
if (l_162) {
const float l_163 = l_mut_139.i_5;
const float l_164 = max(l_mut_140, l_163);
l_mut_140 = l_164;
}
const bool l_165 = uint32(6) < uint32(8);
const bool l_166 = bool(true) || l_165;
if (l_166) {
const float l_167 = l_mut_139.i_6;
const float l_168 = max(l_mut_140, l_167);
l_mut_140 = l_168;
}
const bool l_169 = uint32(7) < uint32(8);
const bool l_170 = bool(true) || l_169;
if (l_170) {
const float l_171 = l_mut_139.i_7;
const float l_172 = max(l_mut_140, l_171);
l_mut_140 = l_172;
}
const float l_173 = max(l_mut_100, l_mut_140);
l_mut_100 = l_173;
} else {
const uint32 l_174 = l_107 + uint32(1);
const bool l_175 = l_174 == l_45;
if (l_175) {
const __nv_bfloat16_8 l_176 = l_arr_10[uint32(0)];
const __nv_bfloat16_8 l_177 = l_arr_11[uint32(0)];
const uint32_4 l_178 = reinterpret_cast<uint32_4 const&>(l_176);
const float_8 l_179 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_179;
const uint32 l_180 = l_178.i_0;
const uint32 l_181 = l_180 << uint32(16);
const float l_182 = reinterpret_cast<float const&>(l_181);
l_mut_139.i_0 = l_182;
const uint32 l_183 = l_178.i_0;
const uint32 l_184 = l_183 & uint32(4294901760);
const float l_185 = reinterpret_cast<float const&>(l_184);
l_mut_139.i_1 = l_185;
const uint32 l_186 = l_178.i_1;
const uint32 l_187 = l_186 << uint32(16);
const float l_188 = reinterpret_cast<float const&>(l_187);
l_mut_139.i_2 = l_188;
const uint32 l_189 = l_178.i_1;
const uint32 l_190 = l_189 & uint32(4294901760);
const float l_191 = reinterpret_cast<float const&>(l_190);
l_mut_139.i_3 = l_191;
const uint32 l_192 = l_178.i_2;
const uint32 l_193 = l_192 << uint32(16);
const float l_194 = reinterpret_cast<float const&>(l_193);
l_mut_139.i_4 = l_194;
const uint32 l_195 = l_178.i_2;
const uint32 l_196 = l_195 & uint32(4294901760);
const float l_197 = reinterpret_cast<float const&>(l_196);
l_mut_139.i_5 = l_197;
const uint32 l_198 = l_178.i_3;
const uint32 l_199 = l_198 << uint32(16);
const float l_200 = reinterpret_cast<float const&>(l_199);
l_mut_139.i_6 = l_200;
const uint32 l_201 = l_178.i_3;
const uint32 l_202 = l_201 & uint32(4294901760);
const float l_203 = reinterpret_cast<float const&>(l_202);
l_mut_139.i_7 = l_203;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_204 = uint32(0) < l_48;
const bool l_205 = bool(false) || l_204;
if (l_205) {
const float l_206 = l_mut_114.i_0;
const float l_207 = max(l_mut_140, l_206);
l_mut_140 = l_207;
}
const bool l_208 = uint32(1) < l_48;
const bool l_209 = bool(false) || l_208;
if (l_209) {
const float l_210 = l_mut_114.i_1;
const float l_211 = max(l_mut_140, l_210);
l_mut_140 = l_211;
}
const bool l_212 = uint32(2) < l_48;
const bool l_213 = bool(false) || l_212;
if (l_213) {
const float l_214 = l_mut_114.i_2;
const float l_215 = max(l_mut_140, l_214);
l_mut_140 = l_215;
}
const bool l_216 = uint32(3) < l_48;
const bool l_217 = bool(false) || l_216;
if (l_217) {
const float l_218 = l_mut_114.i_3;
const float l_219 = max(l_mut_140, l_218);
l_mut_140 = l_219;
}
const bool l_220 = uint32(4) < l_48;
const bool l_221 = bool(false) || l_220;
if (l_221) {
const float l_222 = l_mut_114.i_4;
const float l_223 = max(l_mut_140, l_222);
l_mut_140 = l_223;
}
const bool l_224 = uint32(5) < l_48;
const bool l_225 = bool(false) || l_224;
if (l_225) {
const float l_226 = l_mut_114.i_5;
const float l_227 = max(l_mut_140, l_226);
l_mut_140 = l_227;
}
const bool l_228 = uint32(6) < l_48;
const bool l_229 = bool(false) || l_228;
if (l_229) {
const float l_230 = l_mut_114.i_6;
const float l_231 = max(l_mut_140, l_230);
l_mut_140 = l_231;
}
const bool l_232 = uint32(7) < l_48;
const bool l_233 = bool(false) || l_232;
if (l_233) {
const float l_234 = l_mut_114.i_7;
const float l_235 = max(l_mut_140, l_234);
l_mut_140 = l_235;
}
const float l_236 = max(l_mut_100, l_mut_140);
l_mut_100 = l_236;
}
}
const uint32 l_237 = uint32(1) * blockDimGlobal;
const uint32 l_238 = threadIdxGlobal + l_237;
const uint32 l_239 = l_40 + l_238;
const bool l_240 = l_238 < l_105;
if (l_240) {
const __nv_bfloat16_8 l_241 = l_arr_10[uint32(1)];
const __nv_bfloat16_8 l_242 = l_arr_11[uint32(1)];
const uint32_4 l_243 = reinterpret_cast<uint32_4 const&>(l_241);
const float_8 l_244 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_244;
const uint32 l_245 = l_243.i_0;
const uint32 l_246 = l_245 << uint32(16);
const float l_247 = reinterpret_cast<float const&>(l_246);
l_mut_139.i_0 = l_247;
const uint32 l_248 = l_243.i_0;
const uint32 l_249 = l_248 & uint32(4294901760);
const float l_250 = reinterpret_cast<float const&>(l_249);
l_mut_139.i_1 = l_250;
const uint32 l_251 = l_243.i_1;
const uint32 l_252 = l_251 << uint32(16);
const float l_253 = reinterpret_cast<float const&>(l_252);
l_mut_139.i_2 = l_253;
const uint32 l_254 = l_243.i_1;
const uint32 l_255 = l_254 & uint32(4294901760);
const float l_256 = reinterpret_cast<float const&>(l_255);
l_mut_139.i_3 = l_256;
const uint32 l_257 = l_243.i_2;
const uint32 l_258 = l_257 << uint32(16);
const float l_259 = reinterpret_cast<float const&>(l_258);
l_mut_139.i_4 = l_259;
const uint32 l_260 = l_243.i_2;
const uint32 l_261 = l_260 & uint32(4294901760);
const float l_262 = reinterpret_cast<float const&>(l_261);
l_mut_139.i_5 = l_262;
const uint32 l_263 = l_243.i_3;
const uint32 l_264 = l_263 << uint32(16);
const float l_265 = reinterpret_cast<float const&>(l_264);
l_mut_139.i_6 = l_265;
const uint32 l_266 = l_243.i_3;
const uint32 l_267 = l_266 & uint32(4294901760);
const float l_268 = reinterpret_cast<float const&>(l_267);
l_mut_139.i_7 = l_268;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_269 = uint32(0) < uint32(8);
const bool l_270 = bool(true) || l_269;
if (l_270) {
const float l_271 = l_mut_114.i_0;
const float l_272 = max(l_mut_140, l_271);
l_mut_140 = l_272;
}
const bool l_273 = uint32(1) < uint32(8);
const bool l_274 = bool(true) || l_273;
if (l_274) {
const float l_275 = l_mut_114.i_1;
const float l_276 = max(l_mut_140, l_275);
l_mut_140 = l_276;
}
const bool l_277 = uint32(2) < uint32(8);
const bool l_278 = bool(true) || l_277;
if (l_278) {
const float l_279 = l_mut_114.i_2;
const float l_280 = max(l_mut_140, l_279);
l_mut_140 = l_280;
}
const bool l_281 = uint32(3) < uint32(8);
const bool l_282 = bool(true) || l_281;
if (l_282) {
const float l_283 = l_mut_114.i_3;
const float l_284 = max(l_mut_140, l_283);
l_mut_140 = l_284;
}
const bool l_285 = uint32(4) < uint32(8);
const bool l_286 = bool(true) || l_285;
if (l_286) {
const float l_287 = l_mut_114.i_4;
const float l_288 = max(l_mut_140, l_287);
l_mut_140 = l_288;
}
const bool l_289 = uint32(5) < uint32(8);
const bool l_290 = bool(true) || l_289;
if (l_290) {
const float l_291 = l_mut_114.i_5;
const float l_292 = max(l_mut_140, l_291);
l_mut_140 = l_292;
}
const bool l_293 = uint32(6) < uint32(8);
const bool l_294 = bool(true) || l_293;
if (l_294) {
const float l_295 = l_mut_114.i_6;
const float l_296 = max(l_mut_140, l_295);
l_mut_140 = l_296;
}
const bool l_297 = uint32(7) < uint32(8);
const bool l_298 = bool(true) || l_297;
if (l_298) {
const float l_299 = l_mut_114.i_7;
const float l_300 = max(l_mut_140, l_299);
l_mut_140 = l_300;
}
const float l_301 = max(l_mut_100, l_mut_140);
l_mut_100 = l_301;
} else {
const uint32 l_302 = l_238 + uint32(1);
const bool l_303 = l_302 == l_45;
if (l_303) {
const __nv_bfloat16_8 l_304 = l_arr_10[uint32(1)];
const __nv_bfloat16_8 l_305 = l_arr_11[uint32(1)];
const uint32_4 l_306 = reinterpret_cast<uint32_4 const&>(l_304);
const float_8 l_307 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_307;
const uint32 l_308 = l_306.i_0;
const uint32 l_309 = l_308 << uint32(16);
const float l_310 = reinterpret_cast<float const&>(l_309);
l_mut_139.i_0 = l_310;
const uint32 l_311 = l_306.i_0;
const uint32 l_312 = l_311 & uint32(4294901760);
const float l_313 = reinterpret_cast<float const&>(l_312);
l_mut_139.i_1 = l_313;
const uint32 l_314 = l_306.i_1;
const uint32 l_315 = l_314 << uint32(16);
const float l_316 = reinterpret_cast<float const&>(l_315);
l_mut_139.i_2 = l_316;
const uint32 l_317 = l_306.i_1;
const uint32 l_318 = l_317 & uint32(4294901760);
const float l_319 = reinterpret_cast<float const&>(l_318);
l_mut_139.i_3 = l_319;
const uint32 l_320 = l_306.i_2;
const uint32 l_321 = l_320 << uint32(16);
const float l_322 = reinterpret_cast<float const&>(l_321);
l_mut_139.i_4 = l_322;
const uint32 l_323 = l_306.i_2;
const uint32 l_324 = l_323 & uint32(4294901760);
const float l_325 = reinterpret_cast<float const&>(l_324);
l_mut_139.i_5 = l_325;
const uint32 l_326 = l_306.i_3;
const uint32 l_327 = l_326 << uint32(16);
const float l_328 = reinterpret_cast<float const&>(l_327);
l_mut_139.i_6 = l_328;
const uint32 l_329 = l_306.i_3;
const uint32 l_330 = l_329 & uint32(4294901760);
const float l_331 = reinterpret_cast<float const&>(l_330);
l_mut_139.i_7 = l_331;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_332 = uint32(0) < l_48;
const bool l_333 = bool(false) || l_332;
if (l_333) {
const float l_334 = l_mut_114.i_0;
const float l_335 = max(l_mut_140, l_334);
l_mut_140 = l_335;
}
const bool l_336 = uint32(1) < l_48;
const bool l_337 = bool(false) || l_336;
if (l_337) {
const float l_338 = l_mut_114.i_1;
const float l_339 = max(l_mut_140, l_338);
l_mut_140 = l_339;
}
const bool l_340 = uint32(2) < l_48;
const bool l_341 = bool(false) || l_340;
if (l_341) {
const float l_342 = l_mut_114.i_2;
const float l_343 = max(l_mut_140, l_342);
l_mut_140 = l_343;
}
const bool l_344 = uint32(3) < l_48;
const bool l_345 = bool(false) || l_344;
if (l_345) {
const float l_346 = l_mut_114.i_3;
const float l_347 = max(l_mut_140, l_346);
l_mut_140 = l_347;
}
const bool l_348 = uint32(4) < l_48;
const bool l_349 = bool(false) || l_348;
if (l_349) {
const float l_350 = l_mut_114.i_4;
const float l_351 = max(l_mut_140, l_350);
l_mut_140 = l_351;
}
const bool l_352 = uint32(5) < l_48;
const bool l_353 = bool(false) || l_352;
if (l_353) {
const float l_354 = l_mut_114.i_5;
const float l_355 = max(l_mut_140, l_354);
l_mut_140 = l_355;
}
const bool l_356 = uint32(6) < l_48;
const bool l_357 = bool(false) || l_356;
if (l_357) {
const float l_358 = l_mut_114.i_6;
const float l_359 = max(l_mut_140, l_358);
l_mut_140 = l_359;
}
const bool l_360 = uint32(7) < l_48;
const bool l_361 = bool(false) || l_360;
if (l_361) {
const float l_362 = l_mut_114.i_7;
const float l_363 = max(l_mut_140, l_362);
l_mut_140 = l_363;
}
const float l_364 = max(l_mut_100, l_mut_140);
l_mut_100 = l_364;
}
}
const uint32 l_365 = uint32(2) * blockDimGlobal;
const uint32 l_366 = threadIdxGlobal + l_365;
const uint32 l_367 = l_40 + l_366;
const bool l_368 = l_366 < l_105;
if (l_368) {
const __nv_bfloat16_8 l_369 = l_arr_10[uint32(2)];
const __nv_bfloat16_8 l_370 = l_arr_11[uint32(2)];
const uint32_4 l_371 = reinterpret_cast<uint32_4 const&>(l_369);
const float_8 l_372 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_372;
const uint32 l_373 = l_371.i_0;
const uint32 l_374 = l_373 << uint32(16);
const float l_375 = reinterpret_cast<float const&>(l_374);
l_mut_139.i_0 = l_375;
const uint32 l_376 = l_371.i_0;
const uint32 l_377 = l_376 & uint32(4294901760);
const float l_378 = reinterpret_cast<float const&>(l_377);
l_mut_139.i_1 = l_378;
const uint32 l_379 = l_371.i_1;
const uint32 l_380 = l_379 << uint32(16);
const float l_381 = reinterpret_cast<float const&>(l_380);
l_mut_139.i_2 = l_381;
const uint32 l_382 = l_371.i_1;
const uint32 l_383 = l_382 & uint32(4294901760);
const float l_384 = reinterpret_cast<float const&>(l_383);
l_mut_139.i_3 = l_384;
const uint32 l_385 = l_371.i_2;
const uint32 l_386 = l_385 << uint32(16);
const float l_387 = reinterpret_cast<float const&>(l_386);
l_mut_139.i_4 = l_387;
const uint32 l_388 = l_371.i_2;
const uint32 l_389 = l_388 & uint32(4294901760);
const float l_390 = reinterpret_cast<float const&>(l_389);
l_mut_139.i_5 = l_390;
const uint32 l_391 = l_371.i_3;
const uint32 l_392 = l_391 << uint32(16);
const float l_393 = reinterpret_cast<float const&>(l_392);
l_mut_139.i_6 = l_393;
const uint32 l_394 = l_371.i_3;
const uint32 l_395 = l_394 & uint32(4294901760);
const float l_396 = reinterpret_cast<float const&>(l_395);
l_mut_139.i_7 = l_396;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_397 = uint32(0) < uint32(8);
const bool l_398 = bool(true) || l_397;
if (l_398) {
const float l_399 = l_mut_114.i_0;
const float l_400 = max(l_mut_140, l_399);
l_mut_140 = l_400;
}
const bool l_401 = uint32(1) < uint32(8);
const bool l_402 = bool(true) || l_401;
if (l_402) {
const float l_403 = l_mut_114.i_1;
const float l_404 = max(l_mut_140, l_403);
l_mut_140 = l_404;
}
const bool l_405 = uint32(2) < uint32(8);
const bool l_406 = bool(true) || l_405;
if (l_406) {
const float l_407 = l_mut_114.i_2;
const float l_408 = max(l_mut_140, l_407);
l_mut_140 = l_408;
}
const bool l_409 = uint32(3) < uint32(8);
const bool l_410 = bool(true) || l_409;
if (l_410) {
const float l_411 = l_mut_114.i_3;
const float l_412 = max(l_mut_140, l_411);
l_mut_140 = l_412;
}
const bool l_413 = uint32(4) < uint32(8);
const bool l_414 = bool(true) || l_413;
if (l_414) {
const float l_415 = l_mut_114.i_4;
const float l_416 = max(l_mut_140, l_415);
l_mut_140 = l_416;
}
const bool l_417 = uint32(5) < uint32(8);
const bool l_418 = bool(true) || l_417;
if (l_418) {
const float l_419 = l_mut_114.i_5;
const float l_420 = max(l_mut_140, l_419);
l_mut_140 = l_420;
}
const bool l_421 = uint32(6) < uint32(8);
const bool l_422 = bool(true) || l_421;
if (l_422) {
const float l_423 = l_mut_114.i_6;
const float l_424 = max(l_mut_140, l_423);
l_mut_140 = l_424;
}
const bool l_425 = uint32(7) < uint32(8);
const bool l_426 = bool(true) || l_425;
if (l_426) {
const float l_427 = l_mut_114.i_7;
const float l_428 = max(l_mut_140, l_427);
l_mut_140 = l_428;
}
const float l_429 = max(l_mut_100, l_mut_140);
l_mut_100 = l_429;
} else {
const uint32 l_430 = l_366 + uint32(1);
const bool l_431 = l_430 == l_45;
if (l_431) {
const __nv_bfloat16_8 l_432 = l_arr_10[uint32(2)];
const __nv_bfloat16_8 l_433 = l_arr_11[uint32(2)];
const uint32_4 l_434 = reinterpret_cast<uint32_4 const&>(l_432);
const float_8 l_435 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_435;
const uint32 l_436 = l_434.i_0;
const uint32 l_437 = l_436 << uint32(16);
const float l_438 = reinterpret_cast<float const&>(l_437);
l_mut_139.i_0 = l_438;
const uint32 l_439 = l_434.i_0;
const uint32 l_440 = l_439 & uint32(4294901760);
const float l_441 = reinterpret_cast<float const&>(l_440);
l_mut_139.i_1 = l_441;
const uint32 l_442 = l_434.i_1;
const uint32 l_443 = l_442 << uint32(16);
const float l_444 = reinterpret_cast<float const&>(l_443);
l_mut_139.i_2 = l_444;
const uint32 l_445 = l_434.i_1;
const uint32 l_446 = l_445 & uint32(4294901760);
const float l_447 = reinterpret_cast<float const&>(l_446);
l_mut_139.i_3 = l_447;
const uint32 l_448 = l_434.i_2;
const uint32 l_449 = l_448 << uint32(16);
const float l_450 = reinterpret_cast<float const&>(l_449);
l_mut_139.i_4 = l_450;
const uint32 l_451 = l_434.i_2;
const uint32 l_452 = l_451 & uint32(4294901760);
const float l_453 = reinterpret_cast<float const&>(l_452);
l_mut_139.i_5 = l_453;
const uint32 l_454 = l_434.i_3;
const uint32 l_455 = l_454 << uint32(16);
const float l_456 = reinterpret_cast<float const&>(l_455);
l_mut_139.i_6 = l_456;
const uint32 l_457 = l_434.i_3;
const uint32 l_458 = l_457 & uint32(4294901760);
const float l_459 = reinterpret_cast<float const&>(l_458);
l_mut_139.i_7 = l_459;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_460 = uint32(0) < l_48;
const bool l_461 = bool(false) || l_460;
if (l_461) {
const float l_462 = l_mut_114.i_0;
const float l_463 = max(l_mut_140, l_462);
l_mut_140 = l_463;
}
const bool l_464 = uint32(1) < l_48;
const bool l_465 = bool(false) || l_464;
if (l_465) {
const float l_466 = l_mut_114.i_1;
const float l_467 = max(l_mut_140, l_466);
l_mut_140 = l_467;
}
const bool l_468 = uint32(2) < l_48;
const bool l_469 = bool(false) || l_468;
if (l_469) {
const float l_470 = l_mut_114.i_2;
const float l_471 = max(l_mut_140, l_470);
l_mut_140 = l_471;
}
const bool l_472 = uint32(3) < l_48;
const bool l_473 = bool(false) || l_472;
if (l_473) {
const float l_474 = l_mut_114.i_3;
const float l_475 = max(l_mut_140, l_474);
l_mut_140 = l_475;
}
const bool l_476 = uint32(4) < l_48;
const bool l_477 = bool(false) || l_476;
if (l_477) {
const float l_478 = l_mut_114.i_4;
const float l_479 = max(l_mut_140, l_478);
l_mut_140 = l_479;
}
const bool l_480 = uint32(5) < l_48;
const bool l_481 = bool(false) || l_480;
if (l_481) {
const float l_482 = l_mut_114.i_5;
const float l_483 = max(l_mut_140, l_482);
l_mut_140 = l_483;
}
const bool l_484 = uint32(6) < l_48;
const bool l_485 = bool(false) || l_484;
if (l_485) {
const float l_486 = l_mut_114.i_6;
const float l_487 = max(l_mut_140, l_486);
l_mut_140 = l_487;
}
const bool l_488 = uint32(7) < l_48;
const bool l_489 = bool(false) || l_488;
if (l_489) {
const float l_490 = l_mut_114.i_7;
const float l_491 = max(l_mut_140, l_490);
l_mut_140 = l_491;
}
const float l_492 = max(l_mut_100, l_mut_140);
l_mut_100 = l_492;
}
}
const uint32 l_493 = uint32(3) * blockDimGlobal;
const uint32 l_494 = threadIdxGlobal + l_493;
const uint32 l_495 = l_40 + l_494;
const bool l_496 = l_494 < l_105;
if (l_496) {
const __nv_bfloat16_8 l_497 = l_arr_10[uint32(3)];
const __nv_bfloat16_8 l_498 = l_arr_11[uint32(3)];
const uint32_4 l_499 = reinterpret_cast<uint32_4 const&>(l_497);
const float_8 l_500 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_500;
const uint32 l_501 = l_499.i_0;
const uint32 l_502 = l_501 << uint32(16);
const float l_503 = reinterpret_cast<float const&>(l_502);
l_mut_139.i_0 = l_503;
const uint32 l_504 = l_499.i_0;
const uint32 l_505 = l_504 & uint32(4294901760);
const float l_506 = reinterpret_cast<float const&>(l_505);
l_mut_139.i_1 = l_506;
const uint32 l_507 = l_499.i_1;
const uint32 l_508 = l_507 << uint32(16);
const float l_509 = reinterpret_cast<float const&>(l_508);
l_mut_139.i_2 = l_509;
const uint32 l_510 = l_499.i_1;
const uint32 l_511 = l_510 & uint32(4294901760);
const float l_512 = reinterpret_cast<float const&>(l_511);
l_mut_139.i_3 = l_512;
const uint32 l_513 = l_499.i_2;
const uint32 l_514 = l_513 << uint32(16);
const float l_515 = reinterpret_cast<float const&>(l_514);
l_mut_139.i_4 = l_515;
const uint32 l_516 = l_499.i_2;
const uint32 l_517 = l_516 & uint32(4294901760);
const float l_518 = reinterpret_cast<float const&>(l_517);
l_mut_139.i_5 = l_518;
const uint32 l_519 = l_499.i_3;
const uint32 l_520 = l_519 << uint32(16);
const float l_521 = reinterpret_cast<float const&>(l_520);
l_mut_139.i_6 = l_521;
const uint32 l_522 = l_499.i_3;
const uint32 l_523 = l_522 & uint32(4294901760);
const float l_524 = reinterpret_cast<float const&>(l_523);
l_mut_139.i_7 = l_524;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_525 = uint32(0) < uint32(8);
const bool l_526 = bool(true) || l_525;
if (l_526) {
const float l_527 = l_mut_114.i_0;
const float l_528 = max(l_mut_140, l_527);
l_mut_140 = l_528;
}
const bool l_529 = uint32(1) < uint32(8);
const bool l_530 = bool(true) || l_529;
if (l_530) {
const float l_531 = l_mut_114.i_1;
const float l_532 = max(l_mut_140, l_531);
l_mut_140 = l_532;
}
const bool l_533 = uint32(2) < uint32(8);
const bool l_534 = bool(true) || l_533;
if (l_534) {
const float l_535 = l_mut_114.i_2;
const float l_536 = max(l_mut_140, l_535);
l_mut_140 = l_536;
}
const bool l_537 = uint32(3) < uint32(8);
const bool l_538 = bool(true) || l_537;
if (l_538) {
const float l_539 = l_mut_114.i_3;
const float l_540 = max(l_mut_140, l_539);
l_mut_140 = l_540;
}
const bool l_541 = uint32(4) < uint32(8);
const bool l_542 = bool(true) || l_541;
if (l_542) {
const float l_543 = l_mut_114.i_4;
const float l_544 = max(l_mut_140, l_543);
l_mut_140 = l_544;
}
const bool l_545 = uint32(5) < uint32(8);
const bool l_546 = bool(true) || l_545;
if (l_546) {
const float l_547 = l_mut_114.i_5;
const float l_548 = max(l_mut_140, l_547);
l_mut_140 = l_548;
}
const bool l_549 = uint32(6) < uint32(8);
const bool l_550 = bool(true) || l_549;
if (l_550) {
const float l_551 = l_mut_114.i_6;
const float l_552 = max(l_mut_140, l_551);
l_mut_140 = l_552;
}
const bool l_553 = uint32(7) < uint32(8);
const bool l_554 = bool(true) || l_553;
if (l_554) {
const float l_555 = l_mut_114.i_7;
const float l_556 = max(l_mut_140, l_555);
l_mut_140 = l_556;
}
const float l_557 = max(l_mut_100, l_mut_140);
l_mut_100 = l_557;
} else {
const uint32 l_558 = l_494 + uint32(1);
const bool l_559 = l_558 == l_45;
if (l_559) {
const __nv_bfloat16_8 l_560 = l_arr_10[uint32(3)];
const __nv_bfloat16_8 l_561 = l_arr_11[uint32(3)];
const uint32_4 l_562 = reinterpret_cast<uint32_4 const&>(l_560);
const float_8 l_563 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_563;
const uint32 l_564 = l_562.i_0;
const uint32 l_565 = l_564 << uint32(16);
const float l_566 = reinterpret_cast<float const&>(l_565);
l_mut_139.i_0 = l_566;
const uint32 l_567 = l_562.i_0;
const uint32 l_568 = l_567 & uint32(4294901760);
const float l_569 = reinterpret_cast<float const&>(l_568);
l_mut_139.i_1 = l_569;
const uint32 l_570 = l_562.i_1;
const uint32 l_571 = l_570 << uint32(16);
const float l_572 = reinterpret_cast<float const&>(l_571);
l_mut_139.i_2 = l_572;
const uint32 l_573 = l_562.i_1;
const uint32 l_574 = l_573 & uint32(4294901760);
const float l_575 = reinterpret_cast<float const&>(l_574);
l_mut_139.i_3 = l_575;
const uint32 l_576 = l_562.i_2;
const uint32 l_577 = l_576 << uint32(16);
const float l_578 = reinterpret_cast<float const&>(l_577);
l_mut_139.i_4 = l_578;
const uint32 l_579 = l_562.i_2;
const uint32 l_580 = l_579 & uint32(4294901760);
const float l_581 = reinterpret_cast<float const&>(l_580);
l_mut_139.i_5 = l_581;
const uint32 l_582 = l_562.i_3;
const uint32 l_583 = l_582 << uint32(16);
const float l_584 = reinterpret_cast<float const&>(l_583);
l_mut_139.i_6 = l_584;
const uint32 l_585 = l_562.i_3;
const uint32 l_586 = l_585 & uint32(4294901760);
const float l_587 = reinterpret_cast<float const&>(l_586);
l_mut_139.i_7 = l_587;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_588 = uint32(0) < l_48;
const bool l_589 = bool(false) || l_588;
if (l_589) {
const float l_590 = l_mut_114.i_0;
const float l_591 = max(l_mut_140, l_590);
l_mut_140 = l_591;
}
const bool l_592 = uint32(1) < l_48;
const bool l_593 = bool(false) || l_592;
if (l_593) {
const float l_594 = l_mut_114.i_1;
const float l_595 = max(l_mut_140, l_594);
l_mut_140 = l_595;
}
const bool l_596 = uint32(2) < l_48;
const bool l_597 = bool(false) || l_596;
if (l_597) {
const float l_598 = l_mut_114.i_2;
const float l_599 = max(l_mut_140, l_598);
l_mut_140 = l_599;
}
const bool l_600 = uint32(3) < l_48;
const bool l_601 = bool(false) || l_600;
if (l_601) {
const float l_602 = l_mut_114.i_3;
const float l_603 = max(l_mut_140, l_602);
l_mut_140 = l_603;
}
const bool l_604 = uint32(4) < l_48;
const bool l_605 = bool(false) || l_604;
if (l_605) {
const float l_606 = l_mut_114.i_4;
const float l_607 = max(l_mut_140, l_606);
l_mut_140 = l_607;
}
const bool l_608 = uint32(5) < l_48;
const bool l_609 = bool(false) || l_608;
if (l_609) {
const float l_610 = l_mut_114.i_5;
const float l_611 = max(l_mut_140, l_610);
l_mut_140 = l_611;
}
const bool l_612 = uint32(6) < l_48;
const bool l_613 = bool(false) || l_612;
if (l_613) {
const float l_614 = l_mut_114.i_6;
const float l_615 = max(l_mut_140, l_614);
l_mut_140 = l_615;
}
const bool l_616 = uint32(7) < l_48;
const bool l_617 = bool(false) || l_616;
if (l_617) {
const float l_618 = l_mut_114.i_7;
const float l_619 = max(l_mut_140, l_618);
l_mut_140 = l_619;
}
const float l_620 = max(l_mut_100, l_mut_140);
l_mut_100 = l_620;
}
}
const uint32 l_621 = uint32(4) * blockDimGlobal;
const uint32 l_622 = threadIdxGlobal + l_621;
const uint32 l_623 = l_40 + l_622;
const bool l_624 = l_622 < l_105;
if (l_624) {
const __nv_bfloat16_8 l_625 = l_arr_10[uint32(4)];
const __nv_bfloat16_8 l_626 = l_arr_11[uint32(4)];
const uint32_4 l_627 = reinterpret_cast<uint32_4 const&>(l_625);
const float_8 l_628 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_628;
const uint32 l_629 = l_627.i_0;
const uint32 l_630 = l_629 << uint32(16);
const float l_631 = reinterpret_cast<float const&>(l_630);
l_mut_139.i_0 = l_631;
const uint32 l_632 = l_627.i_0;
const uint32 l_633 = l_632 & uint32(4294901760);
const float l_634 = reinterpret_cast<float const&>(l_633);
l_mut_139.i_1 = l_634;
const uint32 l_635 = l_627.i_1;
const uint32 l_636 = l_635 << uint32(16);
const float l_637 = reinterpret_cast<float const&>(l_636);
l_mut_139.i_2 = l_637;
const uint32 l_638 = l_627.i_1;
const uint32 l_639 = l_638 & uint32(4294901760);
const float l_640 = reinterpret_cast<float const&>(l_639);
l_mut_139.i_3 = l_640;
const uint32 l_641 = l_627.i_2;
const uint32 l_642 = l_641 << uint32(16);
const float l_643 = reinterpret_cast<float const&>(l_642);
l_mut_139.i_4 = l_643;
const uint32 l_644 = l_627.i_2;
const uint32 l_645 = l_644 & uint32(4294901760);
const float l_646 = reinterpret_cast<float const&>(l_645);
l_mut_139.i_5 = l_646;
const uint32 l_647 = l_627.i_3;
const uint32 l_648 = l_647 << uint32(16);
const float l_649 = reinterpret_cast<float const&>(l_648);
l_mut_139.i_6 = l_649;
const uint32 l_650 = l_627.i_3;
const uint32 l_651 = l_650 & uint32(4294901760);
const float l_652 = reinterpret_cast<float const&>(l_651);
l_mut_139.i_7 = l_652;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_653 = uint32(0) < uint32(8);
const bool l_654 = bool(true) || l_653;
if (l_654) {
const float l_655 = l_mut_114.i_0;
const float l_656 = max(l_mut_140, l_655);
l_mut_140 = l_656;
}
const bool l_657 = uint32(1) < uint32(8);
const bool l_658 = bool(true) || l_657;
if (l_658) {
const float l_659 = l_mut_114.i_1;
const float l_660 = max(l_mut_140, l_659);
l_mut_140 = l_660;
}
const bool l_661 = uint32(2) < uint32(8);
const bool l_662 = bool(true) || l_661;
if (l_662) {
const float l_663 = l_mut_114.i_2;
const float l_664 = max(l_mut_140, l_663);
l_mut_140 = l_664;
}
const bool l_665 = uint32(3) < uint32(8);
const bool l_666 = bool(true) || l_665;
if (l_666) {
const float l_667 = l_mut_114.i_3;
const float l_668 = max(l_mut_140, l_667);
l_mut_140 = l_668;
}
const bool l_669 = uint32(4) < uint32(8);
const bool l_670 = bool(true) || l_669;
if (l_670) {
const float l_671 = l_mut_114.i_4;
const float l_672 = max(l_mut_140, l_671);
l_mut_140 = l_672;
}
const bool l_673 = uint32(5) < uint32(8);
const bool l_674 = bool(true) || l_673;
if (l_674) {
const float l_675 = l_mut_114.i_5;
const float l_676 = max(l_mut_140, l_675);
l_mut_140 = l_676;
}
const bool l_677 = uint32(6) < uint32(8);
const bool l_678 = bool(true) || l_677;
if (l_678) {
const float l_679 = l_mut_114.i_6;
const float l_680 = max(l_mut_140, l_679);
l_mut_140 = l_680;
}
const bool l_681 = uint32(7) < uint32(8);
const bool l_682 = bool(true) || l_681;
if (l_682) {
const float l_683 = l_mut_114.i_7;
const float l_684 = max(l_mut_140, l_683);
l_mut_140 = l_684;
}
const float l_685 = max(l_mut_100, l_mut_140);
l_mut_100 = l_685;
} else {
const uint32 l_686 = l_622 + uint32(1);
const bool l_687 = l_686 == l_45;
if (l_687) {
const __nv_bfloat16_8 l_688 = l_arr_10[uint32(4)];
const __nv_bfloat16_8 l_689 = l_arr_11[uint32(4)];
const uint32_4 l_690 = reinterpret_cast<uint32_4 const&>(l_688);
const float_8 l_691 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_691;
const uint32 l_692 = l_690.i_0;
const uint32 l_693 = l_692 << uint32(16);
const float l_694 = reinterpret_cast<float const&>(l_693);
l_mut_139.i_0 = l_694;
const uint32 l_695 = l_690.i_0;
const uint32 l_696 = l_695 & uint32(4294901760);
const float l_697 = reinterpret_cast<float const&>(l_696);
l_mut_139.i_1 = l_697;
const uint32 l_698 = l_690.i_1;
const uint32 l_699 = l_698 << uint32(16);
const float l_700 = reinterpret_cast<float const&>(l_699);
l_mut_139.i_2 = l_700;
const uint32 l_701 = l_690.i_1;
const uint32 l_702 = l_701 & uint32(4294901760);
const float l_703 = reinterpret_cast<float const&>(l_702);
l_mut_139.i_3 = l_703;
const uint32 l_704 = l_690.i_2;
const uint32 l_705 = l_704 << uint32(16);
const float l_706 = reinterpret_cast<float const&>(l_705);
l_mut_139.i_4 = l_706;
const uint32 l_707 = l_690.i_2;
const uint32 l_708 = l_707 & uint32(4294901760);
const float l_709 = reinterpret_cast<float const&>(l_708);
l_mut_139.i_5 = l_709;
const uint32 l_710 = l_690.i_3;
const uint32 l_711 = l_710 << uint32(16);
const float l_712 = reinterpret_cast<float const&>(l_711);
l_mut_139.i_6 = l_712;
const uint32 l_713 = l_690.i_3;
const uint32 l_714 = l_713 & uint32(4294901760);
const float l_715 = reinterpret_cast<float const&>(l_714);
l_mut_139.i_7 = l_715;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_716 = uint32(0) < l_48;
const bool l_717 = bool(false) || l_716;
if (l_717) {
const float l_718 = l_mut_114.i_0;
const float l_719 = max(l_mut_140, l_718);
l_mut_140 = l_719;
}
const bool l_720 = uint32(1) < l_48;
const bool l_721 = bool(false) || l_720;
if (l_721) {
const float l_722 = l_mut_114.i_1;
const float l_723 = max(l_mut_140, l_722);
l_mut_140 = l_723;
}
const bool l_724 = uint32(2) < l_48;
const bool l_725 = bool(false) || l_724;
if (l_725) {
const float l_726 = l_mut_114.i_2;
const float l_727 = max(l_mut_140, l_726);
l_mut_140 = l_727;
}
const bool l_728 = uint32(3) < l_48;
const bool l_729 = bool(false) || l_728;
if (l_729) {
const float l_730 = l_mut_114.i_3;
const float l_731 = max(l_mut_140, l_730);
l_mut_140 = l_731;
}
const bool l_732 = uint32(4) < l_48;
const bool l_733 = bool(false) || l_732;
if (l_733) {
const float l_734 = l_mut_114.i_4;
const float l_735 = max(l_mut_140, l_734);
l_mut_140 = l_735;
}
const bool l_736 = uint32(5) < l_48;
const bool l_737 = bool(false) || l_736;
if (l_737) {
const float l_738 = l_mut_114.i_5;
const float l_739 = max(l_mut_140, l_738);
l_mut_140 = l_739;
}
const bool l_740 = uint32(6) < l_48;
const bool l_741 = bool(false) || l_740;
if (l_741) {
const float l_742 = l_mut_114.i_6;
const float l_743 = max(l_mut_140, l_742);
l_mut_140 = l_743;
}
const bool l_744 = uint32(7) < l_48;
const bool l_745 = bool(false) || l_744;
if (l_745) {
const float l_746 = l_mut_114.i_7;
const float l_747 = max(l_mut_140, l_746);
l_mut_140 = l_747;
}
const float l_748 = max(l_mut_100, l_mut_140);
l_mut_100 = l_748;
}
}
const uint32 l_749 = uint32(5) * blockDimGlobal;
const uint32 l_750 = threadIdxGlobal + l_749;
const uint32 l_751 = l_40 + l_750;
const bool l_752 = l_750 < l_105;
if (l_752) {
const __nv_bfloat16_8 l_753 = l_arr_10[uint32(5)];
const __nv_bfloat16_8 l_754 = l_arr_11[uint32(5)];
const uint32_4 l_755 = reinterpret_cast<uint32_4 const&>(l_753);
const float_8 l_756 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_756;
const uint32 l_757 = l_755.i_0;
const uint32 l_758 = l_757 << uint32(16);
const float l_759 = reinterpret_cast<float const&>(l_758);
l_mut_139.i_0 = l_759;
const uint32 l_760 = l_755.i_0;
const uint32 l_761 = l_760 & uint32(4294901760);
const float l_762 = reinterpret_cast<float const&>(l_761);
l_mut_139.i_1 = l_762;
const uint32 l_763 = l_755.i_1;
const uint32 l_764 = l_763 << uint32(16);
const float l_765 = reinterpret_cast<float const&>(l_764);
l_mut_139.i_2 = l_765;
const uint32 l_766 = l_755.i_1;
const uint32 l_767 = l_766 & uint32(4294901760);
const float l_768 = reinterpret_cast<float const&>(l_767);
l_mut_139.i_3 = l_768;
const uint32 l_769 = l_755.i_2;
const uint32 l_770 = l_769 << uint32(16);
const float l_771 = reinterpret_cast<float const&>(l_770);
l_mut_139.i_4 = l_771;
const uint32 l_772 = l_755.i_2;
const uint32 l_773 = l_772 & uint32(4294901760);
const float l_774 = reinterpret_cast<float const&>(l_773);
l_mut_139.i_5 = l_774;
const uint32 l_775 = l_755.i_3;
const uint32 l_776 = l_775 << uint32(16);
const float l_777 = reinterpret_cast<float const&>(l_776);
l_mut_139.i_6 = l_777;
const uint32 l_778 = l_755.i_3;
const uint32 l_779 = l_778 & uint32(4294901760);
const float l_780 = reinterpret_cast<float const&>(l_779);
l_mut_139.i_7 = l_780;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_781 = uint32(0) < uint32(8);
const bool l_782 = bool(true) || l_781;
if (l_782) {
const float l_783 = l_mut_114.i_0;
const float l_784 = max(l_mut_140, l_783);
l_mut_140 = l_784;
}
const bool l_785 = uint32(1) < uint32(8);
const bool l_786 = bool(true) || l_785;
if (l_786) {
const float l_787 = l_mut_114.i_1;
const float l_788 = max(l_mut_140, l_787);
l_mut_140 = l_788;
}
const bool l_789 = uint32(2) < uint32(8);
const bool l_790 = bool(true) || l_789;
if (l_790) {
const float l_791 = l_mut_114.i_2;
const float l_792 = max(l_mut_140, l_791);
l_mut_140 = l_792;
}
const bool l_793 = uint32(3) < uint32(8);
const bool l_794 = bool(true) || l_793;
if (l_794) {
const float l_795 = l_mut_114.i_3;
const float l_796 = max(l_mut_140, l_795);
l_mut_140 = l_796;
}
const bool l_797 = uint32(4) < uint32(8);
const bool l_798 = bool(true) || l_797;
if (l_798) {
const float l_799 = l_mut_114.i_4;
const float l_800 = max(l_mut_140, l_799);
l_mut_140 = l_800;
}
const bool l_801 = uint32(5) < uint32(8);
const bool l_802 = bool(true) || l_801;
if (l_802) {
const float l_803 = l_mut_114.i_5;
const float l_804 = max(l_mut_140, l_803);
l_mut_140 = l_804;
}
const bool l_805 = uint32(6) < uint32(8);
const bool l_806 = bool(true) || l_805;
if (l_806) {
const float l_807 = l_mut_114.i_6;
const float l_808 = max(l_mut_140, l_807);
l_mut_140 = l_808;
}
const bool l_809 = uint32(7) < uint32(8);
const bool l_810 = bool(true) || l_809;
if (l_810) {
const float l_811 = l_mut_114.i_7;
const float l_812 = max(l_mut_140, l_811);
l_mut_140 = l_812;
}
const float l_813 = max(l_mut_100, l_mut_140);
l_mut_100 = l_813;
} else {
const uint32 l_814 = l_750 + uint32(1);
const bool l_815 = l_814 == l_45;
if (l_815) {
const __nv_bfloat16_8 l_816 = l_arr_10[uint32(5)];
const __nv_bfloat16_8 l_817 = l_arr_11[uint32(5)];
const uint32_4 l_818 = reinterpret_cast<uint32_4 const&>(l_816);
const float_8 l_819 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_819;
const uint32 l_820 = l_818.i_0;
const uint32 l_821 = l_820 << uint32(16);
const float l_822 = reinterpret_cast<float const&>(l_821);
l_mut_139.i_0 = l_822;
const uint32 l_823 = l_818.i_0;
const uint32 l_824 = l_823 & uint32(4294901760);
const float l_825 = reinterpret_cast<float const&>(l_824);
l_mut_139.i_1 = l_825;
const uint32 l_826 = l_818.i_1;
const uint32 l_827 = l_826 << uint32(16);
const float l_828 = reinterpret_cast<float const&>(l_827);
l_mut_139.i_2 = l_828;
const uint32 l_829 = l_818.i_1;
const uint32 l_830 = l_829 & uint32(4294901760);
const float l_831 = reinterpret_cast<float const&>(l_830);
l_mut_139.i_3 = l_831;
const uint32 l_832 = l_818.i_2;
const uint32 l_833 = l_832 << uint32(16);
const float l_834 = reinterpret_cast<float const&>(l_833);
l_mut_139.i_4 = l_834;
const uint32 l_835 = l_818.i_2;
const uint32 l_836 = l_835 & uint32(4294901760);
const float l_837 = reinterpret_cast<float const&>(l_836);
l_mut_139.i_5 = l_837;
const uint32 l_838 = l_818.i_3;
const uint32 l_839 = l_838 << uint32(16);
const float l_840 = reinterpret_cast<float const&>(l_839);
l_mut_139.i_6 = l_840;
const uint32 l_841 = l_818.i_3;
const uint32 l_842 = l_841 & uint32(4294901760);
const float l_843 = reinterpret_cast<float const&>(l_842);
l_mut_139.i_7 = l_843;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_844 = uint32(0) < l_48;
const bool l_845 = bool(false) || l_844;
if (l_845) {
const float l_846 = l_mut_114.i_0;
const float l_847 = max(l_mut_140, l_846);
l_mut_140 = l_847;
}
const bool l_848 = uint32(1) < l_48;
const bool l_849 = bool(false) || l_848;
if (l_849) {
const float l_850 = l_mut_114.i_1;
const float l_851 = max(l_mut_140, l_850);
l_mut_140 = l_851;
}
const bool l_852 = uint32(2) < l_48;
const bool l_853 = bool(false) || l_852;
if (l_853) {
const float l_854 = l_mut_114.i_2;
const float l_855 = max(l_mut_140, l_854);
l_mut_140 = l_855;
}
const bool l_856 = uint32(3) < l_48;
const bool l_857 = bool(false) || l_856;
if (l_857) {
const float l_858 = l_mut_114.i_3;
const float l_859 = max(l_mut_140, l_858);
l_mut_140 = l_859;
}
const bool l_860 = uint32(4) < l_48;
const bool l_861 = bool(false) || l_860;
if (l_861) {
const float l_862 = l_mut_114.i_4;
const float l_863 = max(l_mut_140, l_862);
l_mut_140 = l_863;
}
const bool l_864 = uint32(5) < l_48;
const bool l_865 = bool(false) || l_864;
if (l_865) {
const float l_866 = l_mut_114.i_5;
const float l_867 = max(l_mut_140, l_866);
l_mut_140 = l_867;
}
const bool l_868 = uint32(6) < l_48;
const bool l_869 = bool(false) || l_868;
if (l_869) {
const float l_870 = l_mut_114.i_6;
const float l_871 = max(l_mut_140, l_870);
l_mut_140 = l_871;
}
const bool l_872 = uint32(7) < l_48;
const bool l_873 = bool(false) || l_872;
if (l_873) {
const float l_874 = l_mut_114.i_7;
const float l_875 = max(l_mut_140, l_874);
l_mut_140 = l_875;
}
const float l_876 = max(l_mut_100, l_mut_140);
l_mut_100 = l_876;
}
}
const uint32 l_877 = uint32(6) * blockDimGlobal;
const uint32 l_878 = threadIdxGlobal + l_877;
const uint32 l_879 = l_40 + l_878;
const bool l_880 = l_878 < l_105;
if (l_880) {
const __nv_bfloat16_8 l_881 = l_arr_10[uint32(6)];
const __nv_bfloat16_8 l_882 = l_arr_11[uint32(6)];
const uint32_4 l_883 = reinterpret_cast<uint32_4 const&>(l_881);
const float_8 l_884 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_884;
const uint32 l_885 = l_883.i_0;
const uint32 l_886 = l_885 << uint32(16);
const float l_887 = reinterpret_cast<float const&>(l_886);
l_mut_139.i_0 = l_887;
const uint32 l_888 = l_883.i_0;
const uint32 l_889 = l_888 & uint32(4294901760);
const float l_890 = reinterpret_cast<float const&>(l_889);
l_mut_139.i_1 = l_890;
const uint32 l_891 = l_883.i_1;
const uint32 l_892 = l_891 << uint32(16);
const float l_893 = reinterpret_cast<float const&>(l_892);
l_mut_139.i_2 = l_893;
const uint32 l_894 = l_883.i_1;
const uint32 l_895 = l_894 & uint32(4294901760);
const float l_896 = reinterpret_cast<float const&>(l_895);
l_mut_139.i_3 = l_896;
const uint32 l_897 = l_883.i_2;
const uint32 l_898 = l_897 << uint32(16);
const float l_899 = reinterpret_cast<float const&>(l_898);
l_mut_139.i_4 = l_899;
const uint32 l_900 = l_883.i_2;
const uint32 l_901 = l_900 & uint32(4294901760);
const float l_902 = reinterpret_cast<float const&>(l_901);
l_mut_139.i_5 = l_902;
const uint32 l_903 = l_883.i_3;
const uint32 l_904 = l_903 << uint32(16);
const float l_905 = reinterpret_cast<float const&>(l_904);
l_mut_139.i_6 = l_905;
const uint32 l_906 = l_883.i_3;
const uint32 l_907 = l_906 & uint32(4294901760);
const float l_908 = reinterpret_cast<float const&>(l_907);
l_mut_139.i_7 = l_908;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_909 = uint32(0) < uint32(8);
const bool l_910 = bool(true) || l_909;
if (l_910) {
const float l_911 = l_mut_114.i_0;
const float l_912 = max(l_mut_140, l_911);
l_mut_140 = l_912;
}
const bool l_913 = uint32(1) < uint32(8);
const bool l_914 = bool(true) || l_913;
if (l_914) {
const float l_915 = l_mut_114.i_1;
const float l_916 = max(l_mut_140, l_915);
l_mut_140 = l_916;
}
const bool l_917 = uint32(2) < uint32(8);
const bool l_918 = bool(true) || l_917;
if (l_918) {
const float l_919 = l_mut_114.i_2;
const float l_920 = max(l_mut_140, l_919);
l_mut_140 = l_920;
}
const bool l_921 = uint32(3) < uint32(8);
const bool l_922 = bool(true) || l_921;
if (l_922) {
const float l_923 = l_mut_114.i_3;
const float l_924 = max(l_mut_140, l_923);
l_mut_140 = l_924;
}
const bool l_925 = uint32(4) < uint32(8);
const bool l_926 = bool(true) || l_925;
if (l_926) {
const float l_927 = l_mut_114.i_4;
const float l_928 = max(l_mut_140, l_927);
l_mut_140 = l_928;
}
const bool l_929 = uint32(5) < uint32(8);
const bool l_930 = bool(true) || l_929;
if (l_930) {
const float l_931 = l_mut_114.i_5;
const float l_932 = max(l_mut_140, l_931);
l_mut_140 = l_932;
}
const bool l_933 = uint32(6) < uint32(8);
const bool l_934 = bool(true) || l_933;
if (l_934) {
const float l_935 = l_mut_114.i_6;
const float l_936 = max(l_mut_140, l_935);
l_mut_140 = l_936;
}
const bool l_937 = uint32(7) < uint32(8);
const bool l_938 = bool(true) || l_937;
if (l_938) {
const float l_939 = l_mut_114.i_7;
const float l_940 = max(l_mut_140, l_939);
l_mut_140 = l_940;
}
const float l_941 = max(l_mut_100, l_mut_140);
l_mut_100 = l_941;
} else {
const uint32 l_942 = l_878 + uint32(1);
const bool l_943 = l_942 == l_45;
if (l_943) {
const __nv_bfloat16_8 l_944 = l_arr_10[uint32(6)];
const __nv_bfloat16_8 l_945 = l_arr_11[uint32(6)];
const uint32_4 l_946 = reinterpret_cast<uint32_4 const&>(l_944);
const float_8 l_947 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_947;
const uint32 l_948 = l_946.i_0;
const uint32 l_949 = l_948 << uint32(16);
const float l_950 = reinterpret_cast<float const&>(l_949);
l_mut_139.i_0 = l_950;
const uint32 l_951 = l_946.i_0;
const uint32 l_952 = l_951 & uint32(4294901760);
const float l_953 = reinterpret_cast<float const&>(l_952);
l_mut_139.i_1 = l_953;
const uint32 l_954 = l_946.i_1;
const uint32 l_955 = l_954 << uint32(16);
const float l_956 = reinterpret_cast<float const&>(l_955);
l_mut_139.i_2 = l_956;
const uint32 l_957 = l_946.i_1;
const uint32 l_958 = l_957 & uint32(4294901760);
const float l_959 = reinterpret_cast<float const&>(l_958);
l_mut_139.i_3 = l_959;
const uint32 l_960 = l_946.i_2;
const uint32 l_961 = l_960 << uint32(16);
const float l_962 = reinterpret_cast<float const&>(l_961);
l_mut_139.i_4 = l_962;
const uint32 l_963 = l_946.i_2;
const uint32 l_964 = l_963 & uint32(4294901760);
const float l_965 = reinterpret_cast<float const&>(l_964);
l_mut_139.i_5 = l_965;
const uint32 l_966 = l_946.i_3;
const uint32 l_967 = l_966 << uint32(16);
const float l_968 = reinterpret_cast<float const&>(l_967);
l_mut_139.i_6 = l_968;
const uint32 l_969 = l_946.i_3;
const uint32 l_970 = l_969 & uint32(4294901760);
const float l_971 = reinterpret_cast<float const&>(l_970);
l_mut_139.i_7 = l_971;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_972 = uint32(0) < l_48;
const bool l_973 = bool(false) || l_972;
if (l_973) {
const float l_974 = l_mut_114.i_0;
const float l_975 = max(l_mut_140, l_974);
l_mut_140 = l_975;
}
const bool l_976 = uint32(1) < l_48;
const bool l_977 = bool(false) || l_976;
if (l_977) {
const float l_978 = l_mut_114.i_1;
const float l_979 = max(l_mut_140, l_978);
l_mut_140 = l_979;
}
const bool l_980 = uint32(2) < l_48;
const bool l_981 = bool(false) || l_980;
if (l_981) {
const float l_982 = l_mut_114.i_2;
const float l_983 = max(l_mut_140, l_982);
l_mut_140 = l_983;
}
const bool l_984 = uint32(3) < l_48;
const bool l_985 = bool(false) || l_984;
if (l_985) {
const float l_986 = l_mut_114.i_3;
const float l_987 = max(l_mut_140, l_986);
l_mut_140 = l_987;
}
const bool l_988 = uint32(4) < l_48;
const bool l_989 = bool(false) || l_988;
if (l_989) {
const float l_990 = l_mut_114.i_4;
const float l_991 = max(l_mut_140, l_990);
l_mut_140 = l_991;
}
const bool l_992 = uint32(5) < l_48;
const bool l_993 = bool(false) || l_992;
if (l_993) {
const float l_994 = l_mut_114.i_5;
const float l_995 = max(l_mut_140, l_994);
l_mut_140 = l_995;
}
const bool l_996 = uint32(6) < l_48;
const bool l_997 = bool(false) || l_996;
if (l_997) {
const float l_998 = l_mut_114.i_6;
const float l_999 = max(l_mut_140, l_998);
l_mut_140 = l_999;
}
const bool l_1000 = uint32(7) < l_48;
const bool l_1001 = bool(false) || l_1000;
if (l_1001) {
const float l_1002 = l_mut_114.i_7;
const float l_1003 = max(l_mut_140, l_1002);
l_mut_140 = l_1003;
}
const float l_1004 = max(l_mut_100, l_mut_140);
l_mut_100 = l_1004;
}
}
const uint32 l_1005 = uint32(7) * blockDimGlobal;
const uint32 l_1006 = threadIdxGlobal + l_1005;
const uint32 l_1007 = l_40 + l_1006;
const bool l_1008 = l_1006 < l_105;
if (l_1008) {
const __nv_bfloat16_8 l_1009 = l_arr_10[uint32(7)];
const __nv_bfloat16_8 l_1010 = l_arr_11[uint32(7)];
const uint32_4 l_1011 = reinterpret_cast<uint32_4 const&>(l_1009);
const float_8 l_1012 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1012;
const uint32 l_1013 = l_1011.i_0;
const uint32 l_1014 = l_1013 << uint32(16);
const float l_1015 = reinterpret_cast<float const&>(l_1014);
l_mut_139.i_0 = l_1015;
const uint32 l_1016 = l_1011.i_0;
const uint32 l_1017 = l_1016 & uint32(4294901760);
const float l_1018 = reinterpret_cast<float const&>(l_1017);
l_mut_139.i_1 = l_1018;
const uint32 l_1019 = l_1011.i_1;
const uint32 l_1020 = l_1019 << uint32(16);
const float l_1021 = reinterpret_cast<float const&>(l_1020);
l_mut_139.i_2 = l_1021;
const uint32 l_1022 = l_1011.i_1;
const uint32 l_1023 = l_1022 & uint32(4294901760);
const float l_1024 = reinterpret_cast<float const&>(l_1023);
l_mut_139.i_3 = l_1024;
const uint32 l_1025 = l_1011.i_2;
const uint32 l_1026 = l_1025 << uint32(16);
const float l_1027 = reinterpret_cast<float const&>(l_1026);
l_mut_139.i_4 = l_1027;
const uint32 l_1028 = l_1011.i_2;
const uint32 l_1029 = l_1028 & uint32(4294901760);
const float l_1030 = reinterpret_cast<float const&>(l_1029);
l_mut_139.i_5 = l_1030;
const uint32 l_1031 = l_1011.i_3;
const uint32 l_1032 = l_1031 << uint32(16);
const float l_1033 = reinterpret_cast<float const&>(l_1032);
l_mut_139.i_6 = l_1033;
const uint32 l_1034 = l_1011.i_3;
const uint32 l_1035 = l_1034 & uint32(4294901760);
const float l_1036 = reinterpret_cast<float const&>(l_1035);
l_mut_139.i_7 = l_1036;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_1037 = uint32(0) < uint32(8);
const bool l_1038 = bool(true) || l_1037;
if (l_1038) {
const float l_1039 = l_mut_114.i_0;
const float l_1040 = max(l_mut_140, l_1039);
l_mut_140 = l_1040;
}
const bool l_1041 = uint32(1) < uint32(8);
const bool l_1042 = bool(true) || l_1041;
if (l_1042) {
const float l_1043 = l_mut_114.i_1;
const float l_1044 = max(l_mut_140, l_1043);
l_mut_140 = l_1044;
}
const bool l_1045 = uint32(2) < uint32(8);
const bool l_1046 = bool(true) || l_1045;
if (l_1046) {
const float l_1047 = l_mut_114.i_2;
const float l_1048 = max(l_mut_140, l_1047);
l_mut_140 = l_1048;
}
const bool l_1049 = uint32(3) < uint32(8);
const bool l_1050 = bool(true) || l_1049;
if (l_1050) {
const float l_1051 = l_mut_114.i_3;
const float l_1052 = max(l_mut_140, l_1051);
l_mut_140 = l_1052;
}
const bool l_1053 = uint32(4) < uint32(8);
const bool l_1054 = bool(true) || l_1053;
if (l_1054) {
const float l_1055 = l_mut_114.i_4;
const float l_1056 = max(l_mut_140, l_1055);
l_mut_140 = l_1056;
}
const bool l_1057 = uint32(5) < uint32(8);
const bool l_1058 = bool(true) || l_1057;
if (l_1058) {
const float l_1059 = l_mut_114.i_5;
const float l_1060 = max(l_mut_140, l_1059);
l_mut_140 = l_1060;
}
const bool l_1061 = uint32(6) < uint32(8);
const bool l_1062 = bool(true) || l_1061;
if (l_1062) {
const float l_1063 = l_mut_114.i_6;
const float l_1064 = max(l_mut_140, l_1063);
l_mut_140 = l_1064;
}
const bool l_1065 = uint32(7) < uint32(8);
const bool l_1066 = bool(true) || l_1065;
if (l_1066) {
const float l_1067 = l_mut_114.i_7;
const float l_1068 = max(l_mut_140, l_1067);
l_mut_140 = l_1068;
}
const float l_1069 = max(l_mut_100, l_mut_140);
l_mut_100 = l_1069;
} else {
const uint32 l_1070 = l_1006 + uint32(1);
const bool l_1071 = l_1070 == l_45;
if (l_1071) {
const __nv_bfloat16_8 l_1072 = l_arr_10[uint32(7)];
const __nv_bfloat16_8 l_1073 = l_arr_11[uint32(7)];
const uint32_4 l_1074 = reinterpret_cast<uint32_4 const&>(l_1072);
const float_8 l_1075 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1075;
const uint32 l_1076 = l_1074.i_0;
const uint32 l_1077 = l_1076 << uint32(16);
const float l_1078 = reinterpret_cast<float const&>(l_1077);
l_mut_139.i_0 = l_1078;
const uint32 l_1079 = l_1074.i_0;
const uint32 l_1080 = l_1079 & uint32(4294901760);
const float l_1081 = reinterpret_cast<float const&>(l_1080);
l_mut_139.i_1 = l_1081;
const uint32 l_1082 = l_1074.i_1;
const uint32 l_1083 = l_1082 << uint32(16);
const float l_1084 = reinterpret_cast<float const&>(l_1083);
l_mut_139.i_2 = l_1084;
const uint32 l_1085 = l_1074.i_1;
const uint32 l_1086 = l_1085 & uint32(4294901760);
const float l_1087 = reinterpret_cast<float const&>(l_1086);
l_mut_139.i_3 = l_1087;
const uint32 l_1088 = l_1074.i_2;
const uint32 l_1089 = l_1088 << uint32(16);
const float l_1090 = reinterpret_cast<float const&>(l_1089);
l_mut_139.i_4 = l_1090;
const uint32 l_1091 = l_1074.i_2;
const uint32 l_1092 = l_1091 & uint32(4294901760);
const float l_1093 = reinterpret_cast<float const&>(l_1092);
l_mut_139.i_5 = l_1093;
const uint32 l_1094 = l_1074.i_3;
const uint32 l_1095 = l_1094 << uint32(16);
const float l_1096 = reinterpret_cast<float const&>(l_1095);
l_mut_139.i_6 = l_1096;
const uint32 l_1097 = l_1074.i_3;
const uint32 l_1098 = l_1097 & uint32(4294901760);
const float l_1099 = reinterpret_cast<float const&>(l_1098);
l_mut_139.i_7 = l_1099;
l_mut_114 = l_mut_139;
l_mut_140 = float(-3.4028234663852886e38);
const bool l_1100 = uint32(0) < l_48;
const bool l_1101 = bool(false) || l_1100;
if (l_1101) {
const float l_1102 = l_mut_114.i_0;
const float l_1103 = max(l_mut_140, l_1102);
l_mut_140 = l_1103;
}
const bool l_1104 = uint32(1) < l_48;
const bool l_1105 = bool(false) || l_1104;
if (l_1105) {
const float l_1106 = l_mut_114.i_1;
const float l_1107 = max(l_mut_140, l_1106);
l_mut_140 = l_1107;
}
const bool l_1108 = uint32(2) < l_48;
const bool l_1109 = bool(false) || l_1108;
if (l_1109) {
const float l_1110 = l_mut_114.i_2;
const float l_1111 = max(l_mut_140, l_1110);
l_mut_140 = l_1111;
}
const bool l_1112 = uint32(3) < l_48;
const bool l_1113 = bool(false) || l_1112;
if (l_1113) {
const float l_1114 = l_mut_114.i_3;
const float l_1115 = max(l_mut_140, l_1114);
l_mut_140 = l_1115;
}
const bool l_1116 = uint32(4) < l_48;
const bool l_1117 = bool(false) || l_1116;
if (l_1117) {
const float l_1118 = l_mut_114.i_4;
const float l_1119 = max(l_mut_140, l_1118);
l_mut_140 = l_1119;
}
const bool l_1120 = uint32(5) < l_48;
const bool l_1121 = bool(false) || l_1120;
if (l_1121) {
const float l_1122 = l_mut_114.i_5;
const float l_1123 = max(l_mut_140, l_1122);
l_mut_140 = l_1123;
}
const bool l_1124 = uint32(6) < l_48;
const bool l_1125 = bool(false) || l_1124;
if (l_1125) {
const float l_1126 = l_mut_114.i_6;
const float l_1127 = max(l_mut_140, l_1126);
l_mut_140 = l_1127;
}
const bool l_1128 = uint32(7) < l_48;
const bool l_1129 = bool(false) || l_1128;
if (l_1129) {
const float l_1130 = l_mut_114.i_7;
const float l_1131 = max(l_mut_140, l_1130);
l_mut_140 = l_1131;
}
const float l_1132 = max(l_mut_100, l_mut_140);
l_mut_100 = l_1132;
}
}
l_mut_140 = float(0.0);
const bool l_1133 = l_48 < uint32(8);
const bool l_1134 = l_45 > uint32(0);
const bool l_1135 = l_1133 && l_1134;
const uint32 l_1136 = (l_1135) ? uint32(1) : uint32(0);
const uint32 l_1137 = l_45 - l_1136;
const uint32 l_1138 = uint32(0) * blockDimGlobal;
const uint32 l_1139 = threadIdxGlobal + l_1138;
const bool l_1140 = l_1139 < l_45;
if (l_1140) {
const __nv_bfloat16_8 l_1141 = l_arr_10[uint32(0)];
const __nv_bfloat16_8 l_1142 = l_arr_11[uint32(0)];
const uint32 l_1143 = l_40 + l_1139;
const uint32_4 l_1144 = reinterpret_cast<uint32_4 const&>(l_1141);
const float_8 l_1145 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1145;
const uint32 l_1146 = l_1144.i_0;
const uint32 l_1147 = l_1146 << uint32(16);
const float l_1148 = reinterpret_cast<float const&>(l_1147);
l_mut_139.i_0 = l_1148;
const uint32 l_1149 = l_1144.i_0;
const uint32 l_1150 = l_1149 & uint32(4294901760);
const float l_1151 = reinterpret_cast<float const&>(l_1150);
l_mut_139.i_1 = l_1151;
const uint32 l_1152 = l_1144.i_1;
const uint32 l_1153 = l_1152 << uint32(16);
const float l_1154 = reinterpret_cast<float const&>(l_1153);
l_mut_139.i_2 = l_1154;
const uint32 l_1155 = l_1144.i_1;
const uint32 l_1156 = l_1155 & uint32(4294901760);
const float l_1157 = reinterpret_cast<float const&>(l_1156);
l_mut_139.i_3 = l_1157;
const uint32 l_1158 = l_1144.i_2;
const uint32 l_1159 = l_1158 << uint32(16);
const float l_1160 = reinterpret_cast<float const&>(l_1159);
l_mut_139.i_4 = l_1160;
const uint32 l_1161 = l_1144.i_2;
const uint32 l_1162 = l_1161 & uint32(4294901760);
const float l_1163 = reinterpret_cast<float const&>(l_1162);
l_mut_139.i_5 = l_1163;
const uint32 l_1164 = l_1144.i_3;
const uint32 l_1165 = l_1164 << uint32(16);
const float l_1166 = reinterpret_cast<float const&>(l_1165);
l_mut_139.i_6 = l_1166;
const uint32 l_1167 = l_1144.i_3;
const uint32 l_1168 = l_1167 & uint32(4294901760);
const float l_1169 = reinterpret_cast<float const&>(l_1168);
l_mut_139.i_7 = l_1169;
l_mut_114 = l_mut_139;
const float_8 l_1170 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1171 = float_8{
l_mut_114.i_0 - l_1170.i_0, l_mut_114.i_1 - l_1170.i_1, l_mut_114.i_2 - l_1170.i_2, l_mut_114.i_3 - l_1170.i_3, l_mut_114.i_4 - l_1170.i_4, l_mut_114.i_5 - l_1170.i_5, l_mut_114.i_6 - l_1170.i_6, l_mut_114.i_7 - l_1170.i_7, };
const float_8 l_1172 = float_8{
__expf(l_1171.i_0),__expf(l_1171.i_1),__expf(l_1171.i_2),__expf(l_1171.i_3),__expf(l_1171.i_4),__expf(l_1171.i_5),__expf(l_1171.i_6),__expf(l_1171.i_7),};
const uint32 l_1173 = uint32(0) + uint32(0);
const uint32 l_1174 = l_1173 * blockDimGlobal;
const uint32 l_1175 = l_1174 + threadIdxGlobal;
const __nv_bfloat16_8 l_1176 = __nv_bfloat16_8{
__nv_bfloat16(l_1172.i_0),__nv_bfloat16(l_1172.i_1),__nv_bfloat16(l_1172.i_2),__nv_bfloat16(l_1172.i_3),__nv_bfloat16(l_1172.i_4),__nv_bfloat16(l_1172.i_5),__nv_bfloat16(l_1172.i_6),__nv_bfloat16(l_1172.i_7),};
shared_memory_8[l_1175] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1176);
const bool l_1177 = l_1139 < l_1137;
if (l_1177) {
l_mut_1178 = float(0.0);
const bool l_1179 = uint32(0) < uint32(8);
const bool l_1180 = bool(true) || l_1179;
if (l_1180) {
const float l_1181 = l_1172.i_0;
l_mut_1178 = l_mut_1178 + l_1181;
}
const bool l_1182 = uint32(1) < uint32(8);
const bool l_1183 = bool(true) || l_1182;
if (l_1183) {
const float l_1184 = l_1172.i_1;
l_mut_1178 = l_mut_1178 + l_1184;
}
const bool l_1185 = uint32(2) < uint32(8);
const bool l_1186 = bool(true) || l_1185;
if (l_1186) {
const float l_1187 = l_1172.i_2;
l_mut_1178 = l_mut_1178 + l_1187;
}
const bool l_1188 = uint32(3) < uint32(8);
const bool l_1189 = bool(true) || l_1188;
if (l_1189) {
const float l_1190 = l_1172.i_3;
l_mut_1178 = l_mut_1178 + l_1190;
}
const bool l_1191 = uint32(4) < uint32(8);
const bool l_1192 = bool(true) || l_1191;
if (l_1192) {
const float l_1193 = l_1172.i_4;
l_mut_1178 = l_mut_1178 + l_1193;
}
const bool l_1194 = uint32(5) < uint32(8);
const bool l_1195 = bool(true) || l_1194;
if (l_1195) {
const float l_1196 = l_1172.i_5;
l_mut_1178 = l_mut_1178 + l_1196;
}
const bool l_1197 = uint32(6) < uint32(8);
const bool l_1198 = bool(true) || l_1197;
if (l_1198) {
const float l_1199 = l_1172.i_6;
l_mut_1178 = l_mut_1178 + l_1199;
}
const bool l_1200 = uint32(7) < uint32(8);
const bool l_1201 = bool(true) || l_1200;
if (l_1201) {
const float l_1202 = l_1172.i_7;
l_mut_1178 = l_mut_1178 + l_1202;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1203 = uint32(0) < l_48;
const bool l_1204 = bool(false) || l_1203;
if (l_1204) {
const float l_1205 = l_1172.i_0;
l_mut_1178 = l_mut_1178 + l_1205;
}
const bool l_1206 = uint32(1) < l_48;
const bool l_1207 = bool(false) || l_1206;
if (l_1207) {
const float l_1208 = l_1172.i_1;
l_mut_1178 = l_mut_1178 + l_1208;
}
const bool l_1209 = uint32(2) < l_48;
const bool l_1210 = bool(false) || l_1209;
if (l_1210) {
const float l_1211 = l_1172.i_2;
l_mut_1178 = l_mut_1178 + l_1211;
}
const bool l_1212 = uint32(3) < l_48;
const bool l_1213 = bool(false) || l_1212;
if (l_1213) {
const float l_1214 = l_1172.i_3;
l_mut_1178 = l_mut_1178 + l_1214;
}
const bool l_1215 = uint32(4) < l_48;
const bool l_1216 = bool(false) || l_1215;
if (l_1216) {
const float l_1217 = l_1172.i_4;
l_mut_1178 = l_mut_1178 + l_1217;
}
const bool l_1218 = uint32(5) < l_48;
const bool l_1219 = bool(false) || l_1218;
if (l_1219) {
const float l_1220 = l_1172.i_5;
l_mut_1178 = l_mut_1178 + l_1220;
}
const bool l_1221 = uint32(6) < l_48;
const bool l_1222 = bool(false) || l_1221;
if (l_1222) {
const float l_1223 = l_1172.i_6;
l_mut_1178 = l_mut_1178 + l_1223;
}
const bool l_1224 = uint32(7) < l_48;
const bool l_1225 = bool(false) || l_1224;
if (l_1225) {
const float l_1226 = l_1172.i_7;
l_mut_1178 = l_mut_1178 + l_1226;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1227 = uint32(1) * blockDimGlobal;
const uint32 l_1228 = threadIdxGlobal + l_1227;
const bool l_1229 = l_1228 < l_45;
if (l_1229) {
const __nv_bfloat16_8 l_1230 = l_arr_10[uint32(1)];
const __nv_bfloat16_8 l_1231 = l_arr_11[uint32(1)];
const uint32 l_1232 = l_40 + l_1228;
const uint32_4 l_1233 = reinterpret_cast<uint32_4 const&>(l_1230);
const float_8 l_1234 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1234;
const uint32 l_1235 = l_1233.i_0;
const uint32 l_1236 = l_1235 << uint32(16);
const float l_1237 = reinterpret_cast<float const&>(l_1236);
l_mut_139.i_0 = l_1237;
const uint32 l_1238 = l_1233.i_0;
const uint32 l_1239 = l_1238 & uint32(4294901760);
const float l_1240 = reinterpret_cast<float const&>(l_1239);
l_mut_139.i_1 = l_1240;
const uint32 l_1241 = l_1233.i_1;
const uint32 l_1242 = l_1241 << uint32(16);
const float l_1243 = reinterpret_cast<float const&>(l_1242);
l_mut_139.i_2 = l_1243;
const uint32 l_1244 = l_1233.i_1;
const uint32 l_1245 = l_1244 & uint32(4294901760);
const float l_1246 = reinterpret_cast<float const&>(l_1245);
l_mut_139.i_3 = l_1246;
const uint32 l_1247 = l_1233.i_2;
const uint32 l_1248 = l_1247 << uint32(16);
const float l_1249 = reinterpret_cast<float const&>(l_1248);
l_mut_139.i_4 = l_1249;
const uint32 l_1250 = l_1233.i_2;
const uint32 l_1251 = l_1250 & uint32(4294901760);
const float l_1252 = reinterpret_cast<float const&>(l_1251);
l_mut_139.i_5 = l_1252;
const uint32 l_1253 = l_1233.i_3;
const uint32 l_1254 = l_1253 << uint32(16);
const float l_1255 = reinterpret_cast<float const&>(l_1254);
l_mut_139.i_6 = l_1255;
const uint32 l_1256 = l_1233.i_3;
const uint32 l_1257 = l_1256 & uint32(4294901760);
const float l_1258 = reinterpret_cast<float const&>(l_1257);
l_mut_139.i_7 = l_1258;
l_mut_114 = l_mut_139;
const float_8 l_1259 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1260 = float_8{
l_mut_114.i_0 - l_1259.i_0, l_mut_114.i_1 - l_1259.i_1, l_mut_114.i_2 - l_1259.i_2, l_mut_114.i_3 - l_1259.i_3, l_mut_114.i_4 - l_1259.i_4, l_mut_114.i_5 - l_1259.i_5, l_mut_114.i_6 - l_1259.i_6, l_mut_114.i_7 - l_1259.i_7, };
const float_8 l_1261 = float_8{
__expf(l_1260.i_0),__expf(l_1260.i_1),__expf(l_1260.i_2),__expf(l_1260.i_3),__expf(l_1260.i_4),__expf(l_1260.i_5),__expf(l_1260.i_6),__expf(l_1260.i_7),};
const uint32 l_1262 = uint32(0) + uint32(1);
const uint32 l_1263 = l_1262 * blockDimGlobal;
const uint32 l_1264 = l_1263 + threadIdxGlobal;
const __nv_bfloat16_8 l_1265 = __nv_bfloat16_8{
__nv_bfloat16(l_1261.i_0),__nv_bfloat16(l_1261.i_1),__nv_bfloat16(l_1261.i_2),__nv_bfloat16(l_1261.i_3),__nv_bfloat16(l_1261.i_4),__nv_bfloat16(l_1261.i_5),__nv_bfloat16(l_1261.i_6),__nv_bfloat16(l_1261.i_7),};
shared_memory_8[l_1264] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1265);
const bool l_1266 = l_1228 < l_1137;
if (l_1266) {
l_mut_1178 = float(0.0);
const bool l_1267 = uint32(0) < uint32(8);
const bool l_1268 = bool(true) || l_1267;
if (l_1268) {
const float l_1269 = l_1261.i_0;
l_mut_1178 = l_mut_1178 + l_1269;
}
const bool l_1270 = uint32(1) < uint32(8);
const bool l_1271 = bool(true) || l_1270;
if (l_1271) {
const float l_1272 = l_1261.i_1;
l_mut_1178 = l_mut_1178 + l_1272;
}
const bool l_1273 = uint32(2) < uint32(8);
const bool l_1274 = bool(true) || l_1273;
if (l_1274) {
const float l_1275 = l_1261.i_2;
l_mut_1178 = l_mut_1178 + l_1275;
}
const bool l_1276 = uint32(3) < uint32(8);
const bool l_1277 = bool(true) || l_1276;
if (l_1277) {
const float l_1278 = l_1261.i_3;
l_mut_1178 = l_mut_1178 + l_1278;
}
const bool l_1279 = uint32(4) < uint32(8);
const bool l_1280 = bool(true) || l_1279;
if (l_1280) {
const float l_1281 = l_1261.i_4;
l_mut_1178 = l_mut_1178 + l_1281;
}
const bool l_1282 = uint32(5) < uint32(8);
const bool l_1283 = bool(true) || l_1282;
if (l_1283) {
const float l_1284 = l_1261.i_5;
l_mut_1178 = l_mut_1178 + l_1284;
}
const bool l_1285 = uint32(6) < uint32(8);
const bool l_1286 = bool(true) || l_1285;
if (l_1286) {
const float l_1287 = l_1261.i_6;
l_mut_1178 = l_mut_1178 + l_1287;
}
const bool l_1288 = uint32(7) < uint32(8);
const bool l_1289 = bool(true) || l_1288;
if (l_1289) {
const float l_1290 = l_1261.i_7;
l_mut_1178 = l_mut_1178 + l_1290;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1291 = uint32(0) < l_48;
const bool l_1292 = bool(false) || l_1291;
if (l_1292) {
const float l_1293 = l_1261.i_0;
l_mut_1178 = l_mut_1178 + l_1293;
}
const bool l_1294 = uint32(1) < l_48;
const bool l_1295 = bool(false) || l_1294;
if (l_1295) {
const float l_1296 = l_1261.i_1;
l_mut_1178 = l_mut_1178 + l_1296;
}
const bool l_1297 = uint32(2) < l_48;
const bool l_1298 = bool(false) || l_1297;
if (l_1298) {
const float l_1299 = l_1261.i_2;
l_mut_1178 = l_mut_1178 + l_1299;
}
const bool l_1300 = uint32(3) < l_48;
const bool l_1301 = bool(false) || l_1300;
if (l_1301) {
const float l_1302 = l_1261.i_3;
l_mut_1178 = l_mut_1178 + l_1302;
}
const bool l_1303 = uint32(4) < l_48;
const bool l_1304 = bool(false) || l_1303;
if (l_1304) {
const float l_1305 = l_1261.i_4;
l_mut_1178 = l_mut_1178 + l_1305;
}
const bool l_1306 = uint32(5) < l_48;
const bool l_1307 = bool(false) || l_1306;
if (l_1307) {
const float l_1308 = l_1261.i_5;
l_mut_1178 = l_mut_1178 + l_1308;
}
const bool l_1309 = uint32(6) < l_48;
const bool l_1310 = bool(false) || l_1309;
if (l_1310) {
const float l_1311 = l_1261.i_6;
l_mut_1178 = l_mut_1178 + l_1311;
}
const bool l_1312 = uint32(7) < l_48;
const bool l_1313 = bool(false) || l_1312;
if (l_1313) {
const float l_1314 = l_1261.i_7;
l_mut_1178 = l_mut_1178 + l_1314;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1315 = uint32(2) * blockDimGlobal;
const uint32 l_1316 = threadIdxGlobal + l_1315;
const bool l_1317 = l_1316 < l_45;
if (l_1317) {
const __nv_bfloat16_8 l_1318 = l_arr_10[uint32(2)];
const __nv_bfloat16_8 l_1319 = l_arr_11[uint32(2)];
const uint32 l_1320 = l_40 + l_1316;
const uint32_4 l_1321 = reinterpret_cast<uint32_4 const&>(l_1318);
const float_8 l_1322 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1322;
const uint32 l_1323 = l_1321.i_0;
const uint32 l_1324 = l_1323 << uint32(16);
const float l_1325 = reinterpret_cast<float const&>(l_1324);
l_mut_139.i_0 = l_1325;
const uint32 l_1326 = l_1321.i_0;
const uint32 l_1327 = l_1326 & uint32(4294901760);
const float l_1328 = reinterpret_cast<float const&>(l_1327);
l_mut_139.i_1 = l_1328;
const uint32 l_1329 = l_1321.i_1;
const uint32 l_1330 = l_1329 << uint32(16);
const float l_1331 = reinterpret_cast<float const&>(l_1330);
l_mut_139.i_2 = l_1331;
const uint32 l_1332 = l_1321.i_1;
const uint32 l_1333 = l_1332 & uint32(4294901760);
const float l_1334 = reinterpret_cast<float const&>(l_1333);
l_mut_139.i_3 = l_1334;
const uint32 l_1335 = l_1321.i_2;
const uint32 l_1336 = l_1335 << uint32(16);
const float l_1337 = reinterpret_cast<float const&>(l_1336);
l_mut_139.i_4 = l_1337;
const uint32 l_1338 = l_1321.i_2;
const uint32 l_1339 = l_1338 & uint32(4294901760);
const float l_1340 = reinterpret_cast<float const&>(l_1339);
l_mut_139.i_5 = l_1340;
const uint32 l_1341 = l_1321.i_3;
const uint32 l_1342 = l_1341 << uint32(16);
const float l_1343 = reinterpret_cast<float const&>(l_1342);
l_mut_139.i_6 = l_1343;
const uint32 l_1344 = l_1321.i_3;
const uint32 l_1345 = l_1344 & uint32(4294901760);
const float l_1346 = reinterpret_cast<float const&>(l_1345);
l_mut_139.i_7 = l_1346;
l_mut_114 = l_mut_139;
const float_8 l_1347 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1348 = float_8{
l_mut_114.i_0 - l_1347.i_0, l_mut_114.i_1 - l_1347.i_1, l_mut_114.i_2 - l_1347.i_2, l_mut_114.i_3 - l_1347.i_3, l_mut_114.i_4 - l_1347.i_4, l_mut_114.i_5 - l_1347.i_5, l_mut_114.i_6 - l_1347.i_6, l_mut_114.i_7 - l_1347.i_7, };
const float_8 l_1349 = float_8{
__expf(l_1348.i_0),__expf(l_1348.i_1),__expf(l_1348.i_2),__expf(l_1348.i_3),__expf(l_1348.i_4),__expf(l_1348.i_5),__expf(l_1348.i_6),__expf(l_1348.i_7),};
const uint32 l_1350 = uint32(0) + uint32(2);
const uint32 l_1351 = l_1350 * blockDimGlobal;
const uint32 l_1352 = l_1351 + threadIdxGlobal;
const __nv_bfloat16_8 l_1353 = __nv_bfloat16_8{
__nv_bfloat16(l_1349.i_0),__nv_bfloat16(l_1349.i_1),__nv_bfloat16(l_1349.i_2),__nv_bfloat16(l_1349.i_3),__nv_bfloat16(l_1349.i_4),__nv_bfloat16(l_1349.i_5),__nv_bfloat16(l_1349.i_6),__nv_bfloat16(l_1349.i_7),};
shared_memory_8[l_1352] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1353);
const bool l_1354 = l_1316 < l_1137;
if (l_1354) {
l_mut_1178 = float(0.0);
const bool l_1355 = uint32(0) < uint32(8);
const bool l_1356 = bool(true) || l_1355;
if (l_1356) {
const float l_1357 = l_1349.i_0;
l_mut_1178 = l_mut_1178 + l_1357;
}
const bool l_1358 = uint32(1) < uint32(8);
const bool l_1359 = bool(true) || l_1358;
if (l_1359) {
const float l_1360 = l_1349.i_1;
l_mut_1178 = l_mut_1178 + l_1360;
}
const bool l_1361 = uint32(2) < uint32(8);
const bool l_1362 = bool(true) || l_1361;
if (l_1362) {
const float l_1363 = l_1349.i_2;
l_mut_1178 = l_mut_1178 + l_1363;
}
const bool l_1364 = uint32(3) < uint32(8);
const bool l_1365 = bool(true) || l_1364;
if (l_1365) {
const float l_1366 = l_1349.i_3;
l_mut_1178 = l_mut_1178 + l_1366;
}
const bool l_1367 = uint32(4) < uint32(8);
const bool l_1368 = bool(true) || l_1367;
if (l_1368) {
const float l_1369 = l_1349.i_4;
l_mut_1178 = l_mut_1178 + l_1369;
}
const bool l_1370 = uint32(5) < uint32(8);
const bool l_1371 = bool(true) || l_1370;
if (l_1371) {
const float l_1372 = l_1349.i_5;
l_mut_1178 = l_mut_1178 + l_1372;
}
const bool l_1373 = uint32(6) < uint32(8);
const bool l_1374 = bool(true) || l_1373;
if (l_1374) {
const float l_1375 = l_1349.i_6;
l_mut_1178 = l_mut_1178 + l_1375;
}
const bool l_1376 = uint32(7) < uint32(8);
const bool l_1377 = bool(true) || l_1376;
if (l_1377) {
const float l_1378 = l_1349.i_7;
l_mut_1178 = l_mut_1178 + l_1378;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1379 = uint32(0) < l_48;
const bool l_1380 = bool(false) || l_1379;
if (l_1380) {
const float l_1381 = l_1349.i_0;
l_mut_1178 = l_mut_1178 + l_1381;
}
const bool l_1382 = uint32(1) < l_48;
const bool l_1383 = bool(false) || l_1382;
if (l_1383) {
const float l_1384 = l_1349.i_1;
l_mut_1178 = l_mut_1178 + l_1384;
}
const bool l_1385 = uint32(2) < l_48;
const bool l_1386 = bool(false) || l_1385;
if (l_1386) {
const float l_1387 = l_1349.i_2;
l_mut_1178 = l_mut_1178 + l_1387;
}
const bool l_1388 = uint32(3) < l_48;
const bool l_1389 = bool(false) || l_1388;
if (l_1389) {
const float l_1390 = l_1349.i_3;
l_mut_1178 = l_mut_1178 + l_1390;
}
const bool l_1391 = uint32(4) < l_48;
const bool l_1392 = bool(false) || l_1391;
if (l_1392) {
const float l_1393 = l_1349.i_4;
l_mut_1178 = l_mut_1178 + l_1393;
}
const bool l_1394 = uint32(5) < l_48;
const bool l_1395 = bool(false) || l_1394;
if (l_1395) {
const float l_1396 = l_1349.i_5;
l_mut_1178 = l_mut_1178 + l_1396;
}
const bool l_1397 = uint32(6) < l_48;
const bool l_1398 = bool(false) || l_1397;
if (l_1398) {
const float l_1399 = l_1349.i_6;
l_mut_1178 = l_mut_1178 + l_1399;
}
const bool l_1400 = uint32(7) < l_48;
const bool l_1401 = bool(false) || l_1400;
if (l_1401) {
const float l_1402 = l_1349.i_7;
l_mut_1178 = l_mut_1178 + l_1402;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1403 = uint32(3) * blockDimGlobal;
const uint32 l_1404 = threadIdxGlobal + l_1403;
const bool l_1405 = l_1404 < l_45;
if (l_1405) {
const __nv_bfloat16_8 l_1406 = l_arr_10[uint32(3)];
const __nv_bfloat16_8 l_1407 = l_arr_11[uint32(3)];
const uint32 l_1408 = l_40 + l_1404;
const uint32_4 l_1409 = reinterpret_cast<uint32_4 const&>(l_1406);
const float_8 l_1410 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1410;
const uint32 l_1411 = l_1409.i_0;
const uint32 l_1412 = l_1411 << uint32(16);
const float l_1413 = reinterpret_cast<float const&>(l_1412);
l_mut_139.i_0 = l_1413;
const uint32 l_1414 = l_1409.i_0;
const uint32 l_1415 = l_1414 & uint32(4294901760);
const float l_1416 = reinterpret_cast<float const&>(l_1415);
l_mut_139.i_1 = l_1416;
const uint32 l_1417 = l_1409.i_1;
const uint32 l_1418 = l_1417 << uint32(16);
const float l_1419 = reinterpret_cast<float const&>(l_1418);
l_mut_139.i_2 = l_1419;
const uint32 l_1420 = l_1409.i_1;
const uint32 l_1421 = l_1420 & uint32(4294901760);
const float l_1422 = reinterpret_cast<float const&>(l_1421);
l_mut_139.i_3 = l_1422;
const uint32 l_1423 = l_1409.i_2;
const uint32 l_1424 = l_1423 << uint32(16);
const float l_1425 = reinterpret_cast<float const&>(l_1424);
l_mut_139.i_4 = l_1425;
const uint32 l_1426 = l_1409.i_2;
const uint32 l_1427 = l_1426 & uint32(4294901760);
const float l_1428 = reinterpret_cast<float const&>(l_1427);
l_mut_139.i_5 = l_1428;
const uint32 l_1429 = l_1409.i_3;
const uint32 l_1430 = l_1429 << uint32(16);
const float l_1431 = reinterpret_cast<float const&>(l_1430);
l_mut_139.i_6 = l_1431;
const uint32 l_1432 = l_1409.i_3;
const uint32 l_1433 = l_1432 & uint32(4294901760);
const float l_1434 = reinterpret_cast<float const&>(l_1433);
l_mut_139.i_7 = l_1434;
l_mut_114 = l_mut_139;
const float_8 l_1435 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1436 = float_8{
l_mut_114.i_0 - l_1435.i_0, l_mut_114.i_1 - l_1435.i_1, l_mut_114.i_2 - l_1435.i_2, l_mut_114.i_3 - l_1435.i_3, l_mut_114.i_4 - l_1435.i_4, l_mut_114.i_5 - l_1435.i_5, l_mut_114.i_6 - l_1435.i_6, l_mut_114.i_7 - l_1435.i_7, };
const float_8 l_1437 = float_8{
__expf(l_1436.i_0),__expf(l_1436.i_1),__expf(l_1436.i_2),__expf(l_1436.i_3),__expf(l_1436.i_4),__expf(l_1436.i_5),__expf(l_1436.i_6),__expf(l_1436.i_7),};
const uint32 l_1438 = uint32(0) + uint32(3);
const uint32 l_1439 = l_1438 * blockDimGlobal;
const uint32 l_1440 = l_1439 + threadIdxGlobal;
const __nv_bfloat16_8 l_1441 = __nv_bfloat16_8{
__nv_bfloat16(l_1437.i_0),__nv_bfloat16(l_1437.i_1),__nv_bfloat16(l_1437.i_2),__nv_bfloat16(l_1437.i_3),__nv_bfloat16(l_1437.i_4),__nv_bfloat16(l_1437.i_5),__nv_bfloat16(l_1437.i_6),__nv_bfloat16(l_1437.i_7),};
shared_memory_8[l_1440] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1441);
const bool l_1442 = l_1404 < l_1137;
if (l_1442) {
l_mut_1178 = float(0.0);
const bool l_1443 = uint32(0) < uint32(8);
const bool l_1444 = bool(true) || l_1443;
if (l_1444) {
const float l_1445 = l_1437.i_0;
l_mut_1178 = l_mut_1178 + l_1445;
}
const bool l_1446 = uint32(1) < uint32(8);
const bool l_1447 = bool(true) || l_1446;
if (l_1447) {
const float l_1448 = l_1437.i_1;
l_mut_1178 = l_mut_1178 + l_1448;
}
const bool l_1449 = uint32(2) < uint32(8);
const bool l_1450 = bool(true) || l_1449;
if (l_1450) {
const float l_1451 = l_1437.i_2;
l_mut_1178 = l_mut_1178 + l_1451;
}
const bool l_1452 = uint32(3) < uint32(8);
const bool l_1453 = bool(true) || l_1452;
if (l_1453) {
const float l_1454 = l_1437.i_3;
l_mut_1178 = l_mut_1178 + l_1454;
}
const bool l_1455 = uint32(4) < uint32(8);
const bool l_1456 = bool(true) || l_1455;
if (l_1456) {
const float l_1457 = l_1437.i_4;
l_mut_1178 = l_mut_1178 + l_1457;
}
const bool l_1458 = uint32(5) < uint32(8);
const bool l_1459 = bool(true) || l_1458;
if (l_1459) {
const float l_1460 = l_1437.i_5;
l_mut_1178 = l_mut_1178 + l_1460;
}
const bool l_1461 = uint32(6) < uint32(8);
const bool l_1462 = bool(true) || l_1461;
if (l_1462) {
const float l_1463 = l_1437.i_6;
l_mut_1178 = l_mut_1178 + l_1463;
}
const bool l_1464 = uint32(7) < uint32(8);
const bool l_1465 = bool(true) || l_1464;
if (l_1465) {
const float l_1466 = l_1437.i_7;
l_mut_1178 = l_mut_1178 + l_1466;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1467 = uint32(0) < l_48;
const bool l_1468 = bool(false) || l_1467;
if (l_1468) {
const float l_1469 = l_1437.i_0;
l_mut_1178 = l_mut_1178 + l_1469;
}
const bool l_1470 = uint32(1) < l_48;
const bool l_1471 = bool(false) || l_1470;
if (l_1471) {
const float l_1472 = l_1437.i_1;
l_mut_1178 = l_mut_1178 + l_1472;
}
const bool l_1473 = uint32(2) < l_48;
const bool l_1474 = bool(false) || l_1473;
if (l_1474) {
const float l_1475 = l_1437.i_2;
l_mut_1178 = l_mut_1178 + l_1475;
}
const bool l_1476 = uint32(3) < l_48;
const bool l_1477 = bool(false) || l_1476;
if (l_1477) {
const float l_1478 = l_1437.i_3;
l_mut_1178 = l_mut_1178 + l_1478;
}
const bool l_1479 = uint32(4) < l_48;
const bool l_1480 = bool(false) || l_1479;
if (l_1480) {
const float l_1481 = l_1437.i_4;
l_mut_1178 = l_mut_1178 + l_1481;
}
const bool l_1482 = uint32(5) < l_48;
const bool l_1483 = bool(false) || l_1482;
if (l_1483) {
const float l_1484 = l_1437.i_5;
l_mut_1178 = l_mut_1178 + l_1484;
}
const bool l_1485 = uint32(6) < l_48;
const bool l_1486 = bool(false) || l_1485;
if (l_1486) {
const float l_1487 = l_1437.i_6;
l_mut_1178 = l_mut_1178 + l_1487;
}
const bool l_1488 = uint32(7) < l_48;
const bool l_1489 = bool(false) || l_1488;
if (l_1489) {
const float l_1490 = l_1437.i_7;
l_mut_1178 = l_mut_1178 + l_1490;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1491 = uint32(4) * blockDimGlobal;
const uint32 l_1492 = threadIdxGlobal + l_1491;
const bool l_1493 = l_1492 < l_45;
if (l_1493) {
const __nv_bfloat16_8 l_1494 = l_arr_10[uint32(4)];
const __nv_bfloat16_8 l_1495 = l_arr_11[uint32(4)];
const uint32 l_1496 = l_40 + l_1492;
const uint32_4 l_1497 = reinterpret_cast<uint32_4 const&>(l_1494);
const float_8 l_1498 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1498;
const uint32 l_1499 = l_1497.i_0;
const uint32 l_1500 = l_1499 << uint32(16);
const float l_1501 = reinterpret_cast<float const&>(l_1500);
l_mut_139.i_0 = l_1501;
const uint32 l_1502 = l_1497.i_0;
const uint32 l_1503 = l_1502 & uint32(4294901760);
const float l_1504 = reinterpret_cast<float const&>(l_1503);
l_mut_139.i_1 = l_1504;
const uint32 l_1505 = l_1497.i_1;
const uint32 l_1506 = l_1505 << uint32(16);
const float l_1507 = reinterpret_cast<float const&>(l_1506);
l_mut_139.i_2 = l_1507;
const uint32 l_1508 = l_1497.i_1;
const uint32 l_1509 = l_1508 & uint32(4294901760);
const float l_1510 = reinterpret_cast<float const&>(l_1509);
l_mut_139.i_3 = l_1510;
const uint32 l_1511 = l_1497.i_2;
const uint32 l_1512 = l_1511 << uint32(16);
const float l_1513 = reinterpret_cast<float const&>(l_1512);
l_mut_139.i_4 = l_1513;
const uint32 l_1514 = l_1497.i_2;
const uint32 l_1515 = l_1514 & uint32(4294901760);
const float l_1516 = reinterpret_cast<float const&>(l_1515);
l_mut_139.i_5 = l_1516;
const uint32 l_1517 = l_1497.i_3;
const uint32 l_1518 = l_1517 << uint32(16);
const float l_1519 = reinterpret_cast<float const&>(l_1518);
l_mut_139.i_6 = l_1519;
const uint32 l_1520 = l_1497.i_3;
const uint32 l_1521 = l_1520 & uint32(4294901760);
const float l_1522 = reinterpret_cast<float const&>(l_1521);
l_mut_139.i_7 = l_1522;
l_mut_114 = l_mut_139;
const float_8 l_1523 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1524 = float_8{
l_mut_114.i_0 - l_1523.i_0, l_mut_114.i_1 - l_1523.i_1, l_mut_114.i_2 - l_1523.i_2, l_mut_114.i_3 - l_1523.i_3, l_mut_114.i_4 - l_1523.i_4, l_mut_114.i_5 - l_1523.i_5, l_mut_114.i_6 - l_1523.i_6, l_mut_114.i_7 - l_1523.i_7, };
const float_8 l_1525 = float_8{
__expf(l_1524.i_0),__expf(l_1524.i_1),__expf(l_1524.i_2),__expf(l_1524.i_3),__expf(l_1524.i_4),__expf(l_1524.i_5),__expf(l_1524.i_6),__expf(l_1524.i_7),};
const uint32 l_1526 = uint32(0) + uint32(4);
const uint32 l_1527 = l_1526 * blockDimGlobal;
const uint32 l_1528 = l_1527 + threadIdxGlobal;
const __nv_bfloat16_8 l_1529 = __nv_bfloat16_8{
__nv_bfloat16(l_1525.i_0),__nv_bfloat16(l_1525.i_1),__nv_bfloat16(l_1525.i_2),__nv_bfloat16(l_1525.i_3),__nv_bfloat16(l_1525.i_4),__nv_bfloat16(l_1525.i_5),__nv_bfloat16(l_1525.i_6),__nv_bfloat16(l_1525.i_7),};
shared_memory_8[l_1528] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1529);
const bool l_1530 = l_1492 < l_1137;
if (l_1530) {
l_mut_1178 = float(0.0);
const bool l_1531 = uint32(0) < uint32(8);
const bool l_1532 = bool(true) || l_1531;
if (l_1532) {
const float l_1533 = l_1525.i_0;
l_mut_1178 = l_mut_1178 + l_1533;
}
const bool l_1534 = uint32(1) < uint32(8);
const bool l_1535 = bool(true) || l_1534;
if (l_1535) {
const float l_1536 = l_1525.i_1;
l_mut_1178 = l_mut_1178 + l_1536;
}
const bool l_1537 = uint32(2) < uint32(8);
const bool l_1538 = bool(true) || l_1537;
if (l_1538) {
const float l_1539 = l_1525.i_2;
l_mut_1178 = l_mut_1178 + l_1539;
}
const bool l_1540 = uint32(3) < uint32(8);
const bool l_1541 = bool(true) || l_1540;
if (l_1541) {
const float l_1542 = l_1525.i_3;
l_mut_1178 = l_mut_1178 + l_1542;
}
const bool l_1543 = uint32(4) < uint32(8);
const bool l_1544 = bool(true) || l_1543;
if (l_1544) {
const float l_1545 = l_1525.i_4;
l_mut_1178 = l_mut_1178 + l_1545;
}
const bool l_1546 = uint32(5) < uint32(8);
const bool l_1547 = bool(true) || l_1546;
if (l_1547) {
const float l_1548 = l_1525.i_5;
l_mut_1178 = l_mut_1178 + l_1548;
}
const bool l_1549 = uint32(6) < uint32(8);
const bool l_1550 = bool(true) || l_1549;
if (l_1550) {
const float l_1551 = l_1525.i_6;
l_mut_1178 = l_mut_1178 + l_1551;
}
const bool l_1552 = uint32(7) < uint32(8);
const bool l_1553 = bool(true) || l_1552;
if (l_1553) {
const float l_1554 = l_1525.i_7;
l_mut_1178 = l_mut_1178 + l_1554;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1555 = uint32(0) < l_48;
const bool l_1556 = bool(false) || l_1555;
if (l_1556) {
const float l_1557 = l_1525.i_0;
l_mut_1178 = l_mut_1178 + l_1557;
}
const bool l_1558 = uint32(1) < l_48;
const bool l_1559 = bool(false) || l_1558;
if (l_1559) {
const float l_1560 = l_1525.i_1;
l_mut_1178 = l_mut_1178 + l_1560;
}
const bool l_1561 = uint32(2) < l_48;
const bool l_1562 = bool(false) || l_1561;
if (l_1562) {
const float l_1563 = l_1525.i_2;
l_mut_1178 = l_mut_1178 + l_1563;
}
const bool l_1564 = uint32(3) < l_48;
const bool l_1565 = bool(false) || l_1564;
if (l_1565) {
const float l_1566 = l_1525.i_3;
l_mut_1178 = l_mut_1178 + l_1566;
}
const bool l_1567 = uint32(4) < l_48;
const bool l_1568 = bool(false) || l_1567;
if (l_1568) {
const float l_1569 = l_1525.i_4;
l_mut_1178 = l_mut_1178 + l_1569;
}
const bool l_1570 = uint32(5) < l_48;
const bool l_1571 = bool(false) || l_1570;
if (l_1571) {
const float l_1572 = l_1525.i_5;
l_mut_1178 = l_mut_1178 + l_1572;
}
const bool l_1573 = uint32(6) < l_48;
const bool l_1574 = bool(false) || l_1573;
if (l_1574) {
const float l_1575 = l_1525.i_6;
l_mut_1178 = l_mut_1178 + l_1575;
}
const bool l_1576 = uint32(7) < l_48;
const bool l_1577 = bool(false) || l_1576;
if (l_1577) {
const float l_1578 = l_1525.i_7;
l_mut_1178 = l_mut_1178 + l_1578;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1579 = uint32(5) * blockDimGlobal;
const uint32 l_1580 = threadIdxGlobal + l_1579;
const bool l_1581 = l_1580 < l_45;
if (l_1581) {
const __nv_bfloat16_8 l_1582 = l_arr_10[uint32(5)];
const __nv_bfloat16_8 l_1583 = l_arr_11[uint32(5)];
const uint32 l_1584 = l_40 + l_1580;
const uint32_4 l_1585 = reinterpret_cast<uint32_4 const&>(l_1582);
const float_8 l_1586 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1586;
const uint32 l_1587 = l_1585.i_0;
const uint32 l_1588 = l_1587 << uint32(16);
const float l_1589 = reinterpret_cast<float const&>(l_1588);
l_mut_139.i_0 = l_1589;
const uint32 l_1590 = l_1585.i_0;
const uint32 l_1591 = l_1590 & uint32(4294901760);
const float l_1592 = reinterpret_cast<float const&>(l_1591);
l_mut_139.i_1 = l_1592;
const uint32 l_1593 = l_1585.i_1;
const uint32 l_1594 = l_1593 << uint32(16);
const float l_1595 = reinterpret_cast<float const&>(l_1594);
l_mut_139.i_2 = l_1595;
const uint32 l_1596 = l_1585.i_1;
const uint32 l_1597 = l_1596 & uint32(4294901760);
const float l_1598 = reinterpret_cast<float const&>(l_1597);
l_mut_139.i_3 = l_1598;
const uint32 l_1599 = l_1585.i_2;
const uint32 l_1600 = l_1599 << uint32(16);
const float l_1601 = reinterpret_cast<float const&>(l_1600);
l_mut_139.i_4 = l_1601;
const uint32 l_1602 = l_1585.i_2;
const uint32 l_1603 = l_1602 & uint32(4294901760);
const float l_1604 = reinterpret_cast<float const&>(l_1603);
l_mut_139.i_5 = l_1604;
const uint32 l_1605 = l_1585.i_3;
const uint32 l_1606 = l_1605 << uint32(16);
const float l_1607 = reinterpret_cast<float const&>(l_1606);
l_mut_139.i_6 = l_1607;
const uint32 l_1608 = l_1585.i_3;
const uint32 l_1609 = l_1608 & uint32(4294901760);
const float l_1610 = reinterpret_cast<float const&>(l_1609);
l_mut_139.i_7 = l_1610;
l_mut_114 = l_mut_139;
const float_8 l_1611 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1612 = float_8{
l_mut_114.i_0 - l_1611.i_0, l_mut_114.i_1 - l_1611.i_1, l_mut_114.i_2 - l_1611.i_2, l_mut_114.i_3 - l_1611.i_3, l_mut_114.i_4 - l_1611.i_4, l_mut_114.i_5 - l_1611.i_5, l_mut_114.i_6 - l_1611.i_6, l_mut_114.i_7 - l_1611.i_7, };
const float_8 l_1613 = float_8{
__expf(l_1612.i_0),__expf(l_1612.i_1),__expf(l_1612.i_2),__expf(l_1612.i_3),__expf(l_1612.i_4),__expf(l_1612.i_5),__expf(l_1612.i_6),__expf(l_1612.i_7),};
const uint32 l_1614 = uint32(0) + uint32(5);
const uint32 l_1615 = l_1614 * blockDimGlobal;
const uint32 l_1616 = l_1615 + threadIdxGlobal;
const __nv_bfloat16_8 l_1617 = __nv_bfloat16_8{
__nv_bfloat16(l_1613.i_0),__nv_bfloat16(l_1613.i_1),__nv_bfloat16(l_1613.i_2),__nv_bfloat16(l_1613.i_3),__nv_bfloat16(l_1613.i_4),__nv_bfloat16(l_1613.i_5),__nv_bfloat16(l_1613.i_6),__nv_bfloat16(l_1613.i_7),};
shared_memory_8[l_1616] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1617);
const bool l_1618 = l_1580 < l_1137;
if (l_1618) {
l_mut_1178 = float(0.0);
const bool l_1619 = uint32(0) < uint32(8);
const bool l_1620 = bool(true) || l_1619;
if (l_1620) {
const float l_1621 = l_1613.i_0;
l_mut_1178 = l_mut_1178 + l_1621;
}
const bool l_1622 = uint32(1) < uint32(8);
const bool l_1623 = bool(true) || l_1622;
if (l_1623) {
const float l_1624 = l_1613.i_1;
l_mut_1178 = l_mut_1178 + l_1624;
}
const bool l_1625 = uint32(2) < uint32(8);
const bool l_1626 = bool(true) || l_1625;
if (l_1626) {
const float l_1627 = l_1613.i_2;
l_mut_1178 = l_mut_1178 + l_1627;
}
const bool l_1628 = uint32(3) < uint32(8);
const bool l_1629 = bool(true) || l_1628;
if (l_1629) {
const float l_1630 = l_1613.i_3;
l_mut_1178 = l_mut_1178 + l_1630;
}
const bool l_1631 = uint32(4) < uint32(8);
const bool l_1632 = bool(true) || l_1631;
if (l_1632) {
const float l_1633 = l_1613.i_4;
l_mut_1178 = l_mut_1178 + l_1633;
}
const bool l_1634 = uint32(5) < uint32(8);
const bool l_1635 = bool(true) || l_1634;
if (l_1635) {
const float l_1636 = l_1613.i_5;
l_mut_1178 = l_mut_1178 + l_1636;
}
const bool l_1637 = uint32(6) < uint32(8);
const bool l_1638 = bool(true) || l_1637;
if (l_1638) {
const float l_1639 = l_1613.i_6;
l_mut_1178 = l_mut_1178 + l_1639;
}
const bool l_1640 = uint32(7) < uint32(8);
const bool l_1641 = bool(true) || l_1640;
if (l_1641) {
const float l_1642 = l_1613.i_7;
l_mut_1178 = l_mut_1178 + l_1642;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1643 = uint32(0) < l_48;
const bool l_1644 = bool(false) || l_1643;
if (l_1644) {
const float l_1645 = l_1613.i_0;
l_mut_1178 = l_mut_1178 + l_1645;
}
const bool l_1646 = uint32(1) < l_48;
const bool l_1647 = bool(false) || l_1646;
if (l_1647) {
const float l_1648 = l_1613.i_1;
l_mut_1178 = l_mut_1178 + l_1648;
}
const bool l_1649 = uint32(2) < l_48;
const bool l_1650 = bool(false) || l_1649;
if (l_1650) {
const float l_1651 = l_1613.i_2;
l_mut_1178 = l_mut_1178 + l_1651;
}
const bool l_1652 = uint32(3) < l_48;
const bool l_1653 = bool(false) || l_1652;
if (l_1653) {
const float l_1654 = l_1613.i_3;
l_mut_1178 = l_mut_1178 + l_1654;
}
const bool l_1655 = uint32(4) < l_48;
const bool l_1656 = bool(false) || l_1655;
if (l_1656) {
const float l_1657 = l_1613.i_4;
l_mut_1178 = l_mut_1178 + l_1657;
}
const bool l_1658 = uint32(5) < l_48;
const bool l_1659 = bool(false) || l_1658;
if (l_1659) {
const float l_1660 = l_1613.i_5;
l_mut_1178 = l_mut_1178 + l_1660;
}
const bool l_1661 = uint32(6) < l_48;
const bool l_1662 = bool(false) || l_1661;
if (l_1662) {
const float l_1663 = l_1613.i_6;
l_mut_1178 = l_mut_1178 + l_1663;
}
const bool l_1664 = uint32(7) < l_48;
const bool l_1665 = bool(false) || l_1664;
if (l_1665) {
const float l_1666 = l_1613.i_7;
l_mut_1178 = l_mut_1178 + l_1666;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1667 = uint32(6) * blockDimGlobal;
const uint32 l_1668 = threadIdxGlobal + l_1667;
const bool l_1669 = l_1668 < l_45;
if (l_1669) {
const __nv_bfloat16_8 l_1670 = l_arr_10[uint32(6)];
const __nv_bfloat16_8 l_1671 = l_arr_11[uint32(6)];
const uint32 l_1672 = l_40 + l_1668;
const uint32_4 l_1673 = reinterpret_cast<uint32_4 const&>(l_1670);
const float_8 l_1674 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1674;
const uint32 l_1675 = l_1673.i_0;
const uint32 l_1676 = l_1675 << uint32(16);
const float l_1677 = reinterpret_cast<float const&>(l_1676);
l_mut_139.i_0 = l_1677;
const uint32 l_1678 = l_1673.i_0;
const uint32 l_1679 = l_1678 & uint32(4294901760);
const float l_1680 = reinterpret_cast<float const&>(l_1679);
l_mut_139.i_1 = l_1680;
const uint32 l_1681 = l_1673.i_1;
const uint32 l_1682 = l_1681 << uint32(16);
const float l_1683 = reinterpret_cast<float const&>(l_1682);
l_mut_139.i_2 = l_1683;
const uint32 l_1684 = l_1673.i_1;
const uint32 l_1685 = l_1684 & uint32(4294901760);
const float l_1686 = reinterpret_cast<float const&>(l_1685);
l_mut_139.i_3 = l_1686;
const uint32 l_1687 = l_1673.i_2;
const uint32 l_1688 = l_1687 << uint32(16);
const float l_1689 = reinterpret_cast<float const&>(l_1688);
l_mut_139.i_4 = l_1689;
const uint32 l_1690 = l_1673.i_2;
const uint32 l_1691 = l_1690 & uint32(4294901760);
const float l_1692 = reinterpret_cast<float const&>(l_1691);
l_mut_139.i_5 = l_1692;
const uint32 l_1693 = l_1673.i_3;
const uint32 l_1694 = l_1693 << uint32(16);
const float l_1695 = reinterpret_cast<float const&>(l_1694);
l_mut_139.i_6 = l_1695;
const uint32 l_1696 = l_1673.i_3;
const uint32 l_1697 = l_1696 & uint32(4294901760);
const float l_1698 = reinterpret_cast<float const&>(l_1697);
l_mut_139.i_7 = l_1698;
l_mut_114 = l_mut_139;
const float_8 l_1699 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1700 = float_8{
l_mut_114.i_0 - l_1699.i_0, l_mut_114.i_1 - l_1699.i_1, l_mut_114.i_2 - l_1699.i_2, l_mut_114.i_3 - l_1699.i_3, l_mut_114.i_4 - l_1699.i_4, l_mut_114.i_5 - l_1699.i_5, l_mut_114.i_6 - l_1699.i_6, l_mut_114.i_7 - l_1699.i_7, };
const float_8 l_1701 = float_8{
__expf(l_1700.i_0),__expf(l_1700.i_1),__expf(l_1700.i_2),__expf(l_1700.i_3),__expf(l_1700.i_4),__expf(l_1700.i_5),__expf(l_1700.i_6),__expf(l_1700.i_7),};
const uint32 l_1702 = uint32(0) + uint32(6);
const uint32 l_1703 = l_1702 * blockDimGlobal;
const uint32 l_1704 = l_1703 + threadIdxGlobal;
const __nv_bfloat16_8 l_1705 = __nv_bfloat16_8{
__nv_bfloat16(l_1701.i_0),__nv_bfloat16(l_1701.i_1),__nv_bfloat16(l_1701.i_2),__nv_bfloat16(l_1701.i_3),__nv_bfloat16(l_1701.i_4),__nv_bfloat16(l_1701.i_5),__nv_bfloat16(l_1701.i_6),__nv_bfloat16(l_1701.i_7),};
shared_memory_8[l_1704] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1705);
const bool l_1706 = l_1668 < l_1137;
if (l_1706) {
l_mut_1178 = float(0.0);
const bool l_1707 = uint32(0) < uint32(8);
const bool l_1708 = bool(true) || l_1707;
if (l_1708) {
const float l_1709 = l_1701.i_0;
l_mut_1178 = l_mut_1178 + l_1709;
}
const bool l_1710 = uint32(1) < uint32(8);
const bool l_1711 = bool(true) || l_1710;
if (l_1711) {
const float l_1712 = l_1701.i_1;
l_mut_1178 = l_mut_1178 + l_1712;
}
const bool l_1713 = uint32(2) < uint32(8);
const bool l_1714 = bool(true) || l_1713;
if (l_1714) {
const float l_1715 = l_1701.i_2;
l_mut_1178 = l_mut_1178 + l_1715;
}
const bool l_1716 = uint32(3) < uint32(8);
const bool l_1717 = bool(true) || l_1716;
if (l_1717) {
const float l_1718 = l_1701.i_3;
l_mut_1178 = l_mut_1178 + l_1718;
}
const bool l_1719 = uint32(4) < uint32(8);
const bool l_1720 = bool(true) || l_1719;
if (l_1720) {
const float l_1721 = l_1701.i_4;
l_mut_1178 = l_mut_1178 + l_1721;
}
const bool l_1722 = uint32(5) < uint32(8);
const bool l_1723 = bool(true) || l_1722;
if (l_1723) {
const float l_1724 = l_1701.i_5;
l_mut_1178 = l_mut_1178 + l_1724;
}
const bool l_1725 = uint32(6) < uint32(8);
const bool l_1726 = bool(true) || l_1725;
if (l_1726) {
const float l_1727 = l_1701.i_6;
l_mut_1178 = l_mut_1178 + l_1727;
}
const bool l_1728 = uint32(7) < uint32(8);
const bool l_1729 = bool(true) || l_1728;
if (l_1729) {
const float l_1730 = l_1701.i_7;
l_mut_1178 = l_mut_1178 + l_1730;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1731 = uint32(0) < l_48;
const bool l_1732 = bool(false) || l_1731;
if (l_1732) {
const float l_1733 = l_1701.i_0;
l_mut_1178 = l_mut_1178 + l_1733;
}
const bool l_1734 = uint32(1) < l_48;
const bool l_1735 = bool(false) || l_1734;
if (l_1735) {
const float l_1736 = l_1701.i_1;
l_mut_1178 = l_mut_1178 + l_1736;
}
const bool l_1737 = uint32(2) < l_48;
const bool l_1738 = bool(false) || l_1737;
if (l_1738) {
const float l_1739 = l_1701.i_2;
l_mut_1178 = l_mut_1178 + l_1739;
}
const bool l_1740 = uint32(3) < l_48;
const bool l_1741 = bool(false) || l_1740;
if (l_1741) {
const float l_1742 = l_1701.i_3;
l_mut_1178 = l_mut_1178 + l_1742;
}
const bool l_1743 = uint32(4) < l_48;
const bool l_1744 = bool(false) || l_1743;
if (l_1744) {
const float l_1745 = l_1701.i_4;
l_mut_1178 = l_mut_1178 + l_1745;
}
const bool l_1746 = uint32(5) < l_48;
const bool l_1747 = bool(false) || l_1746;
if (l_1747) {
const float l_1748 = l_1701.i_5;
l_mut_1178 = l_mut_1178 + l_1748;
}
const bool l_1749 = uint32(6) < l_48;
const bool l_1750 = bool(false) || l_1749;
if (l_1750) {
const float l_1751 = l_1701.i_6;
l_mut_1178 = l_mut_1178 + l_1751;
}
const bool l_1752 = uint32(7) < l_48;
const bool l_1753 = bool(false) || l_1752;
if (l_1753) {
const float l_1754 = l_1701.i_7;
l_mut_1178 = l_mut_1178 + l_1754;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
const uint32 l_1755 = uint32(7) * blockDimGlobal;
const uint32 l_1756 = threadIdxGlobal + l_1755;
const bool l_1757 = l_1756 < l_45;
if (l_1757) {
const __nv_bfloat16_8 l_1758 = l_arr_10[uint32(7)];
const __nv_bfloat16_8 l_1759 = l_arr_11[uint32(7)];
const uint32 l_1760 = l_40 + l_1756;
const uint32_4 l_1761 = reinterpret_cast<uint32_4 const&>(l_1758);
const float_8 l_1762 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1762;
const uint32 l_1763 = l_1761.i_0;
const uint32 l_1764 = l_1763 << uint32(16);
const float l_1765 = reinterpret_cast<float const&>(l_1764);
l_mut_139.i_0 = l_1765;
const uint32 l_1766 = l_1761.i_0;
const uint32 l_1767 = l_1766 & uint32(4294901760);
const float l_1768 = reinterpret_cast<float const&>(l_1767);
l_mut_139.i_1 = l_1768;
const uint32 l_1769 = l_1761.i_1;
const uint32 l_1770 = l_1769 << uint32(16);
const float l_1771 = reinterpret_cast<float const&>(l_1770);
l_mut_139.i_2 = l_1771;
const uint32 l_1772 = l_1761.i_1;
const uint32 l_1773 = l_1772 & uint32(4294901760);
const float l_1774 = reinterpret_cast<float const&>(l_1773);
l_mut_139.i_3 = l_1774;
const uint32 l_1775 = l_1761.i_2;
const uint32 l_1776 = l_1775 << uint32(16);
const float l_1777 = reinterpret_cast<float const&>(l_1776);
l_mut_139.i_4 = l_1777;
const uint32 l_1778 = l_1761.i_2;
const uint32 l_1779 = l_1778 & uint32(4294901760);
const float l_1780 = reinterpret_cast<float const&>(l_1779);
l_mut_139.i_5 = l_1780;
const uint32 l_1781 = l_1761.i_3;
const uint32 l_1782 = l_1781 << uint32(16);
const float l_1783 = reinterpret_cast<float const&>(l_1782);
l_mut_139.i_6 = l_1783;
const uint32 l_1784 = l_1761.i_3;
const uint32 l_1785 = l_1784 & uint32(4294901760);
const float l_1786 = reinterpret_cast<float const&>(l_1785);
l_mut_139.i_7 = l_1786;
l_mut_114 = l_mut_139;
const float_8 l_1787 = float_8{
l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,l_mut_100,};
const float_8 l_1788 = float_8{
l_mut_114.i_0 - l_1787.i_0, l_mut_114.i_1 - l_1787.i_1, l_mut_114.i_2 - l_1787.i_2, l_mut_114.i_3 - l_1787.i_3, l_mut_114.i_4 - l_1787.i_4, l_mut_114.i_5 - l_1787.i_5, l_mut_114.i_6 - l_1787.i_6, l_mut_114.i_7 - l_1787.i_7, };
const float_8 l_1789 = float_8{
__expf(l_1788.i_0),__expf(l_1788.i_1),__expf(l_1788.i_2),__expf(l_1788.i_3),__expf(l_1788.i_4),__expf(l_1788.i_5),__expf(l_1788.i_6),__expf(l_1788.i_7),};
const uint32 l_1790 = uint32(0) + uint32(7);
const uint32 l_1791 = l_1790 * blockDimGlobal;
const uint32 l_1792 = l_1791 + threadIdxGlobal;
const __nv_bfloat16_8 l_1793 = __nv_bfloat16_8{
__nv_bfloat16(l_1789.i_0),__nv_bfloat16(l_1789.i_1),__nv_bfloat16(l_1789.i_2),__nv_bfloat16(l_1789.i_3),__nv_bfloat16(l_1789.i_4),__nv_bfloat16(l_1789.i_5),__nv_bfloat16(l_1789.i_6),__nv_bfloat16(l_1789.i_7),};
shared_memory_8[l_1792] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1793);
const bool l_1794 = l_1756 < l_1137;
if (l_1794) {
l_mut_1178 = float(0.0);
const bool l_1795 = uint32(0) < uint32(8);
const bool l_1796 = bool(true) || l_1795;
if (l_1796) {
const float l_1797 = l_1789.i_0;
l_mut_1178 = l_mut_1178 + l_1797;
}
const bool l_1798 = uint32(1) < uint32(8);
const bool l_1799 = bool(true) || l_1798;
if (l_1799) {
const float l_1800 = l_1789.i_1;
l_mut_1178 = l_mut_1178 + l_1800;
}
const bool l_1801 = uint32(2) < uint32(8);
const bool l_1802 = bool(true) || l_1801;
if (l_1802) {
const float l_1803 = l_1789.i_2;
l_mut_1178 = l_mut_1178 + l_1803;
}
const bool l_1804 = uint32(3) < uint32(8);
const bool l_1805 = bool(true) || l_1804;
if (l_1805) {
const float l_1806 = l_1789.i_3;
l_mut_1178 = l_mut_1178 + l_1806;
}
const bool l_1807 = uint32(4) < uint32(8);
const bool l_1808 = bool(true) || l_1807;
if (l_1808) {
const float l_1809 = l_1789.i_4;
l_mut_1178 = l_mut_1178 + l_1809;
}
const bool l_1810 = uint32(5) < uint32(8);
const bool l_1811 = bool(true) || l_1810;
if (l_1811) {
const float l_1812 = l_1789.i_5;
l_mut_1178 = l_mut_1178 + l_1812;
}
const bool l_1813 = uint32(6) < uint32(8);
const bool l_1814 = bool(true) || l_1813;
if (l_1814) {
const float l_1815 = l_1789.i_6;
l_mut_1178 = l_mut_1178 + l_1815;
}
const bool l_1816 = uint32(7) < uint32(8);
const bool l_1817 = bool(true) || l_1816;
if (l_1817) {
const float l_1818 = l_1789.i_7;
l_mut_1178 = l_mut_1178 + l_1818;
}
l_mut_140 = l_mut_140 + l_mut_1178;
} else {
l_mut_1178 = float(0.0);
const bool l_1819 = uint32(0) < l_48;
const bool l_1820 = bool(false) || l_1819;
if (l_1820) {
const float l_1821 = l_1789.i_0;
l_mut_1178 = l_mut_1178 + l_1821;
}
const bool l_1822 = uint32(1) < l_48;
const bool l_1823 = bool(false) || l_1822;
if (l_1823) {
const float l_1824 = l_1789.i_1;
l_mut_1178 = l_mut_1178 + l_1824;
}
const bool l_1825 = uint32(2) < l_48;
const bool l_1826 = bool(false) || l_1825;
if (l_1826) {
const float l_1827 = l_1789.i_2;
l_mut_1178 = l_mut_1178 + l_1827;
}
const bool l_1828 = uint32(3) < l_48;
const bool l_1829 = bool(false) || l_1828;
if (l_1829) {
const float l_1830 = l_1789.i_3;
l_mut_1178 = l_mut_1178 + l_1830;
}
const bool l_1831 = uint32(4) < l_48;
const bool l_1832 = bool(false) || l_1831;
if (l_1832) {
const float l_1833 = l_1789.i_4;
l_mut_1178 = l_mut_1178 + l_1833;
}
const bool l_1834 = uint32(5) < l_48;
const bool l_1835 = bool(false) || l_1834;
if (l_1835) {
const float l_1836 = l_1789.i_5;
l_mut_1178 = l_mut_1178 + l_1836;
}
const bool l_1837 = uint32(6) < l_48;
const bool l_1838 = bool(false) || l_1837;
if (l_1838) {
const float l_1839 = l_1789.i_6;
l_mut_1178 = l_mut_1178 + l_1839;
}
const bool l_1840 = uint32(7) < l_48;
const bool l_1841 = bool(false) || l_1840;
if (l_1841) {
const float l_1842 = l_1789.i_7;
l_mut_1178 = l_mut_1178 + l_1842;
}
l_mut_140 = l_mut_140 + l_mut_1178;
}
}
l_arr_9[uint32(0)] = l_mut_100;
const float l_1843 = max(l_mut_37, l_mut_100);
const float l_1844 = l_mut_37 - l_1843;
const float l_1845 = __expf(l_1844);
const float l_1846 = l_mut_38 * l_1845;
const float l_1847 = l_mut_100 - l_1843;
const float l_1848 = __expf(l_1847);
const float l_1849 = l_mut_140 * l_1848;
const float l_1850 = l_1846 + l_1849;
l_mut_37 = l_1843;
l_mut_38 = l_1850;
auto plane_l_1851 = [&]() -> float {
    float acc = l_mut_37;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_1851 = plane_l_1851();
const float l_1852 = l_mut_37 - l_1851;
const float l_1853 = __expf(l_1852);
const float l_1854 = l_mut_38 * l_1853;
auto plane_l_1855 = [&]() -> float {
    float acc = l_1854;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_1855 = plane_l_1855();
const uint32 l_1856 = blockDimGlobal / warpSize;
const uint32 l_1857 = l_mut_14 * uint32(2);
const uint32 l_1858 = threadIdxGlobal % warpSize;
const bool l_1859 = l_1858 == uint32(0);
if (l_1859) {
const uint32 l_1860 = threadIdxGlobal / warpSize;
const uint32 l_1861 = l_1857 + l_1860;
shared_memory_3[l_1861] = l_1851;
const uint32 l_1862 = threadIdxGlobal / warpSize;
const uint32 l_1863 = l_1857 + l_1862;
shared_memory_4[l_1863] = l_1855;
}
__syncthreads();

l_mut_1178 = float(-3.4028234663852886e38);
l_mut_140 = float(0.0);
const uint32 l_1864 = threadIdxGlobal % warpSize;
l_mut_50 = l_1864;
while (true) {
const bool l_1865 = l_mut_50 < l_1856;
const bool l_1866 = !l_1865;
if (l_1866) {
break;}
const uint32 l_1867 = l_1857 + l_mut_50;
const float l_1868 = shared_memory_3[l_1867];
const uint32 l_1869 = l_1857 + l_mut_50;
const float l_1870 = shared_memory_4[l_1869];
const float l_1871 = max(l_mut_1178, l_1868);
const float l_1872 = l_mut_1178 - l_1871;
const float l_1873 = __expf(l_1872);
const float l_1874 = l_mut_140 * l_1873;
const float l_1875 = l_1868 - l_1871;
const float l_1876 = __expf(l_1875);
const float l_1877 = l_1870 * l_1876;
const float l_1878 = l_1874 + l_1877;
l_mut_1178 = l_1871;
l_mut_140 = l_1878;
l_mut_50 = l_mut_50 + warpSize;
}
auto plane_l_1879 = [&]() -> float {
    float acc = l_mut_1178;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_1879 = plane_l_1879();
const float l_1880 = l_mut_1178 - l_1879;
const float l_1881 = __expf(l_1880);
const float l_1882 = l_mut_140 * l_1881;
auto plane_l_1883 = [&]() -> float {
    float acc = l_1882;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_1883 = plane_l_1883();
l_mut_1178 = l_1879;
l_mut_140 = l_1883;
const uint32 l_1884 = uint32(1) - l_mut_14;
l_mut_14 = l_1884;
l_mut_50 = uint32(4294967295);
const bool l_1885 = l_mut_140 == float(0.0);
const float l_1886 = float(1.0) / l_mut_140;
const float l_1887 = (l_1885) ? float(0.0) : l_1886;
const float l_1888 = __logf(l_mut_140);
const float l_1889 = (l_1885) ? float(0.0) : l_1888;
const uint32 l_1890 = l_21 + uint32(0);
const uint32 l_1891 = l_1890 * l_12;
const bool l_1892 = info.scalars_uint32[1] > l_1891;
const uint32 l_1893 = info.scalars_uint32[1] - l_1891;
const uint32 l_1894 = (l_1892) ? l_1893 : uint32(0);
const bool l_1895 = l_1894 < l_12;
const uint32 l_1896 = (l_1895) ? l_1894 : l_12;
const uint32 l_1897 = l_1891 + l_1896;
const bool l_1898 = l_1897 == info.scalars_uint32[1];
const uint32 l_1899 = (l_1898) ? info.scalars_uint32[2] : uint32(8);
const uint32 l_1900 = l_18 * info.scalars_uint32[12];
const uint32 l_1901 = l_1900 + l_1891;
const float l_1902 = l_arr_9[uint32(0)];
const float l_1903 = l_1902 - l_mut_1178;
const float l_1904 = __expf(l_1903);
const float l_1905 = l_1904 * l_1887;
const uint32 l_1906 = uint32(0) * blockDimGlobal;
const uint32 l_1907 = threadIdxGlobal + l_1906;
const bool l_1908 = l_1907 < l_1896;
if (l_1908) {
const uint32 l_1909 = uint32(0) + uint32(0);
const uint32 l_1910 = l_1909 * blockDimGlobal;
const uint32 l_1911 = l_1910 + threadIdxGlobal;
const __nv_bfloat16_8 l_1912 = shared_memory_8[l_1911];
const uint32 l_1913 = l_1901 + l_1907;
const uint32_4 l_1914 = reinterpret_cast<uint32_4 const&>(l_1912);
const float_8 l_1915 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1915;
const uint32 l_1916 = l_1914.i_0;
const uint32 l_1917 = l_1916 << uint32(16);
const float l_1918 = reinterpret_cast<float const&>(l_1917);
l_mut_139.i_0 = l_1918;
const uint32 l_1919 = l_1914.i_0;
const uint32 l_1920 = l_1919 & uint32(4294901760);
const float l_1921 = reinterpret_cast<float const&>(l_1920);
l_mut_139.i_1 = l_1921;
const uint32 l_1922 = l_1914.i_1;
const uint32 l_1923 = l_1922 << uint32(16);
const float l_1924 = reinterpret_cast<float const&>(l_1923);
l_mut_139.i_2 = l_1924;
const uint32 l_1925 = l_1914.i_1;
const uint32 l_1926 = l_1925 & uint32(4294901760);
const float l_1927 = reinterpret_cast<float const&>(l_1926);
l_mut_139.i_3 = l_1927;
const uint32 l_1928 = l_1914.i_2;
const uint32 l_1929 = l_1928 << uint32(16);
const float l_1930 = reinterpret_cast<float const&>(l_1929);
l_mut_139.i_4 = l_1930;
const uint32 l_1931 = l_1914.i_2;
const uint32 l_1932 = l_1931 & uint32(4294901760);
const float l_1933 = reinterpret_cast<float const&>(l_1932);
l_mut_139.i_5 = l_1933;
const uint32 l_1934 = l_1914.i_3;
const uint32 l_1935 = l_1934 << uint32(16);
const float l_1936 = reinterpret_cast<float const&>(l_1935);
l_mut_139.i_6 = l_1936;
const uint32 l_1937 = l_1914.i_3;
const uint32 l_1938 = l_1937 & uint32(4294901760);
const float l_1939 = reinterpret_cast<float const&>(l_1938);
l_mut_139.i_7 = l_1939;
const float_8 l_1940 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_1941 = float_8{
l_mut_139.i_0 * l_1940.i_0, l_mut_139.i_1 * l_1940.i_1, l_mut_139.i_2 * l_1940.i_2, l_mut_139.i_3 * l_1940.i_3, l_mut_139.i_4 * l_1940.i_4, l_mut_139.i_5 * l_1940.i_5, l_mut_139.i_6 * l_1940.i_6, l_mut_139.i_7 * l_1940.i_7, };
const __nv_bfloat16_8 l_1942 = __nv_bfloat16_8{
__nv_bfloat16(l_1941.i_0),__nv_bfloat16(l_1941.i_1),__nv_bfloat16(l_1941.i_2),__nv_bfloat16(l_1941.i_3),__nv_bfloat16(l_1941.i_4),__nv_bfloat16(l_1941.i_5),__nv_bfloat16(l_1941.i_6),__nv_bfloat16(l_1941.i_7),};
buffer_2[l_1913] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1942);
}
const uint32 l_1943 = uint32(1) * blockDimGlobal;
const uint32 l_1944 = threadIdxGlobal + l_1943;
const bool l_1945 = l_1944 < l_1896;
if (l_1945) {
const uint32 l_1946 = uint32(0) + uint32(1);
const uint32 l_1947 = l_1946 * blockDimGlobal;
const uint32 l_1948 = l_1947 + threadIdxGlobal;
const __nv_bfloat16_8 l_1949 = shared_memory_8[l_1948];
const uint32 l_1950 = l_1901 + l_1944;
const uint32_4 l_1951 = reinterpret_cast<uint32_4 const&>(l_1949);
const float_8 l_1952 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1952;
const uint32 l_1953 = l_1951.i_0;
const uint32 l_1954 = l_1953 << uint32(16);
const float l_1955 = reinterpret_cast<float const&>(l_1954);
l_mut_139.i_0 = l_1955;
const uint32 l_1956 = l_1951.i_0;
const uint32 l_1957 = l_1956 & uint32(4294901760);
const float l_1958 = reinterpret_cast<float const&>(l_1957);
l_mut_139.i_1 = l_1958;
const uint32 l_1959 = l_1951.i_1;
const uint32 l_1960 = l_1959 << uint32(16);
const float l_1961 = reinterpret_cast<float const&>(l_1960);
l_mut_139.i_2 = l_1961;
const uint32 l_1962 = l_1951.i_1;
const uint32 l_1963 = l_1962 & uint32(4294901760);
const float l_1964 = reinterpret_cast<float const&>(l_1963);
l_mut_139.i_3 = l_1964;
const uint32 l_1965 = l_1951.i_2;
const uint32 l_1966 = l_1965 << uint32(16);
const float l_1967 = reinterpret_cast<float const&>(l_1966);
l_mut_139.i_4 = l_1967;
const uint32 l_1968 = l_1951.i_2;
const uint32 l_1969 = l_1968 & uint32(4294901760);
const float l_1970 = reinterpret_cast<float const&>(l_1969);
l_mut_139.i_5 = l_1970;
const uint32 l_1971 = l_1951.i_3;
const uint32 l_1972 = l_1971 << uint32(16);
const float l_1973 = reinterpret_cast<float const&>(l_1972);
l_mut_139.i_6 = l_1973;
const uint32 l_1974 = l_1951.i_3;
const uint32 l_1975 = l_1974 & uint32(4294901760);
const float l_1976 = reinterpret_cast<float const&>(l_1975);
l_mut_139.i_7 = l_1976;
const float_8 l_1977 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_1978 = float_8{
l_mut_139.i_0 * l_1977.i_0, l_mut_139.i_1 * l_1977.i_1, l_mut_139.i_2 * l_1977.i_2, l_mut_139.i_3 * l_1977.i_3, l_mut_139.i_4 * l_1977.i_4, l_mut_139.i_5 * l_1977.i_5, l_mut_139.i_6 * l_1977.i_6, l_mut_139.i_7 * l_1977.i_7, };
const __nv_bfloat16_8 l_1979 = __nv_bfloat16_8{
__nv_bfloat16(l_1978.i_0),__nv_bfloat16(l_1978.i_1),__nv_bfloat16(l_1978.i_2),__nv_bfloat16(l_1978.i_3),__nv_bfloat16(l_1978.i_4),__nv_bfloat16(l_1978.i_5),__nv_bfloat16(l_1978.i_6),__nv_bfloat16(l_1978.i_7),};
buffer_2[l_1950] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1979);
}
const uint32 l_1980 = uint32(2) * blockDimGlobal;
const uint32 l_1981 = threadIdxGlobal + l_1980;
const bool l_1982 = l_1981 < l_1896;
if (l_1982) {
const uint32 l_1983 = uint32(0) + uint32(2);
const uint32 l_1984 = l_1983 * blockDimGlobal;
const uint32 l_1985 = l_1984 + threadIdxGlobal;
const __nv_bfloat16_8 l_1986 = shared_memory_8[l_1985];
const uint32 l_1987 = l_1901 + l_1981;
const uint32_4 l_1988 = reinterpret_cast<uint32_4 const&>(l_1986);
const float_8 l_1989 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_1989;
const uint32 l_1990 = l_1988.i_0;
const uint32 l_1991 = l_1990 << uint32(16);
const float l_1992 = reinterpret_cast<float const&>(l_1991);
l_mut_139.i_0 = l_1992;
const uint32 l_1993 = l_1988.i_0;
const uint32 l_1994 = l_1993 & uint32(4294901760);
const float l_1995 = reinterpret_cast<float const&>(l_1994);
l_mut_139.i_1 = l_1995;
const uint32 l_1996 = l_1988.i_1;
const uint32 l_1997 = l_1996 << uint32(16);
const float l_1998 = reinterpret_cast<float const&>(l_1997);
l_mut_139.i_2 = l_1998;
const uint32 l_1999 = l_1988.i_1;
const uint32 l_2000 = l_1999 & uint32(4294901760);
const float l_2001 = reinterpret_cast<float const&>(l_2000);
l_mut_139.i_3 = l_2001;
const uint32 l_2002 = l_1988.i_2;
const uint32 l_2003 = l_2002 << uint32(16);
const float l_2004 = reinterpret_cast<float const&>(l_2003);
l_mut_139.i_4 = l_2004;
const uint32 l_2005 = l_1988.i_2;
const uint32 l_2006 = l_2005 & uint32(4294901760);
const float l_2007 = reinterpret_cast<float const&>(l_2006);
l_mut_139.i_5 = l_2007;
const uint32 l_2008 = l_1988.i_3;
const uint32 l_2009 = l_2008 << uint32(16);
const float l_2010 = reinterpret_cast<float const&>(l_2009);
l_mut_139.i_6 = l_2010;
const uint32 l_2011 = l_1988.i_3;
const uint32 l_2012 = l_2011 & uint32(4294901760);
const float l_2013 = reinterpret_cast<float const&>(l_2012);
l_mut_139.i_7 = l_2013;
const float_8 l_2014 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2015 = float_8{
l_mut_139.i_0 * l_2014.i_0, l_mut_139.i_1 * l_2014.i_1, l_mut_139.i_2 * l_2014.i_2, l_mut_139.i_3 * l_2014.i_3, l_mut_139.i_4 * l_2014.i_4, l_mut_139.i_5 * l_2014.i_5, l_mut_139.i_6 * l_2014.i_6, l_mut_139.i_7 * l_2014.i_7, };
const __nv_bfloat16_8 l_2016 = __nv_bfloat16_8{
__nv_bfloat16(l_2015.i_0),__nv_bfloat16(l_2015.i_1),__nv_bfloat16(l_2015.i_2),__nv_bfloat16(l_2015.i_3),__nv_bfloat16(l_2015.i_4),__nv_bfloat16(l_2015.i_5),__nv_bfloat16(l_2015.i_6),__nv_bfloat16(l_2015.i_7),};
buffer_2[l_1987] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2016);
}
const uint32 l_2017 = uint32(3) * blockDimGlobal;
const uint32 l_2018 = threadIdxGlobal + l_2017;
const bool l_2019 = l_2018 < l_1896;
if (l_2019) {
const uint32 l_2020 = uint32(0) + uint32(3);
const uint32 l_2021 = l_2020 * blockDimGlobal;
const uint32 l_2022 = l_2021 + threadIdxGlobal;
const __nv_bfloat16_8 l_2023 = shared_memory_8[l_2022];
const uint32 l_2024 = l_1901 + l_2018;
const uint32_4 l_2025 = reinterpret_cast<uint32_4 const&>(l_2023);
const float_8 l_2026 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_2026;
const uint32 l_2027 = l_2025.i_0;
const uint32 l_2028 = l_2027 << uint32(16);
const float l_2029 = reinterpret_cast<float const&>(l_2028);
l_mut_139.i_0 = l_2029;
const uint32 l_2030 = l_2025.i_0;
const uint32 l_2031 = l_2030 & uint32(4294901760);
const float l_2032 = reinterpret_cast<float const&>(l_2031);
l_mut_139.i_1 = l_2032;
const uint32 l_2033 = l_2025.i_1;
const uint32 l_2034 = l_2033 << uint32(16);
const float l_2035 = reinterpret_cast<float const&>(l_2034);
l_mut_139.i_2 = l_2035;
const uint32 l_2036 = l_2025.i_1;
const uint32 l_2037 = l_2036 & uint32(4294901760);
const float l_2038 = reinterpret_cast<float const&>(l_2037);
l_mut_139.i_3 = l_2038;
const uint32 l_2039 = l_2025.i_2;
const uint32 l_2040 = l_2039 << uint32(16);
const float l_2041 = reinterpret_cast<float const&>(l_2040);
l_mut_139.i_4 = l_2041;
const uint32 l_2042 = l_2025.i_2;
const uint32 l_2043 = l_2042 & uint32(4294901760);
const float l_2044 = reinterpret_cast<float const&>(l_2043);
l_mut_139.i_5 = l_2044;
const uint32 l_2045 = l_2025.i_3;
const uint32 l_2046 = l_2045 << uint32(16);
const float l_2047 = reinterpret_cast<float const&>(l_2046);
l_mut_139.i_6 = l_2047;
const uint32 l_2048 = l_2025.i_3;
const uint32 l_2049 = l_2048 & uint32(4294901760);
const float l_2050 = reinterpret_cast<float const&>(l_2049);
l_mut_139.i_7 = l_2050;
const float_8 l_2051 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2052 = float_8{
l_mut_139.i_0 * l_2051.i_0, l_mut_139.i_1 * l_2051.i_1, l_mut_139.i_2 * l_2051.i_2, l_mut_139.i_3 * l_2051.i_3, l_mut_139.i_4 * l_2051.i_4, l_mut_139.i_5 * l_2051.i_5, l_mut_139.i_6 * l_2051.i_6, l_mut_139.i_7 * l_2051.i_7, };
const __nv_bfloat16_8 l_2053 = __nv_bfloat16_8{
__nv_bfloat16(l_2052.i_0),__nv_bfloat16(l_2052.i_1),__nv_bfloat16(l_2052.i_2),__nv_bfloat16(l_2052.i_3),__nv_bfloat16(l_2052.i_4),__nv_bfloat16(l_2052.i_5),__nv_bfloat16(l_2052.i_6),__nv_bfloat16(l_2052.i_7),};
buffer_2[l_2024] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2053);
}
const uint32 l_2054 = uint32(4) * blockDimGlobal;
const uint32 l_2055 = threadIdxGlobal + l_2054;
const bool l_2056 = l_2055 < l_1896;
if (l_2056) {
const uint32 l_2057 = uint32(0) + uint32(4);
const uint32 l_2058 = l_2057 * blockDimGlobal;
const uint32 l_2059 = l_2058 + threadIdxGlobal;
const __nv_bfloat16_8 l_2060 = shared_memory_8[l_2059];
const uint32 l_2061 = l_1901 + l_2055;
const uint32_4 l_2062 = reinterpret_cast<uint32_4 const&>(l_2060);
const float_8 l_2063 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_2063;
const uint32 l_2064 = l_2062.i_0;
const uint32 l_2065 = l_2064 << uint32(16);
const float l_2066 = reinterpret_cast<float const&>(l_2065);
l_mut_139.i_0 = l_2066;
const uint32 l_2067 = l_2062.i_0;
const uint32 l_2068 = l_2067 & uint32(4294901760);
const float l_2069 = reinterpret_cast<float const&>(l_2068);
l_mut_139.i_1 = l_2069;
const uint32 l_2070 = l_2062.i_1;
const uint32 l_2071 = l_2070 << uint32(16);
const float l_2072 = reinterpret_cast<float const&>(l_2071);
l_mut_139.i_2 = l_2072;
const uint32 l_2073 = l_2062.i_1;
const uint32 l_2074 = l_2073 & uint32(4294901760);
const float l_2075 = reinterpret_cast<float const&>(l_2074);
l_mut_139.i_3 = l_2075;
const uint32 l_2076 = l_2062.i_2;
const uint32 l_2077 = l_2076 << uint32(16);
const float l_2078 = reinterpret_cast<float const&>(l_2077);
l_mut_139.i_4 = l_2078;
const uint32 l_2079 = l_2062.i_2;
const uint32 l_2080 = l_2079 & uint32(4294901760);
const float l_2081 = reinterpret_cast<float const&>(l_2080);
l_mut_139.i_5 = l_2081;
const uint32 l_2082 = l_2062.i_3;
const uint32 l_2083 = l_2082 << uint32(16);
const float l_2084 = reinterpret_cast<float const&>(l_2083);
l_mut_139.i_6 = l_2084;
const uint32 l_2085 = l_2062.i_3;
const uint32 l_2086 = l_2085 & uint32(4294901760);
const float l_2087 = reinterpret_cast<float const&>(l_2086);
l_mut_139.i_7 = l_2087;
const float_8 l_2088 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2089 = float_8{
l_mut_139.i_0 * l_2088.i_0, l_mut_139.i_1 * l_2088.i_1, l_mut_139.i_2 * l_2088.i_2, l_mut_139.i_3 * l_2088.i_3, l_mut_139.i_4 * l_2088.i_4, l_mut_139.i_5 * l_2088.i_5, l_mut_139.i_6 * l_2088.i_6, l_mut_139.i_7 * l_2088.i_7, };
const __nv_bfloat16_8 l_2090 = __nv_bfloat16_8{
__nv_bfloat16(l_2089.i_0),__nv_bfloat16(l_2089.i_1),__nv_bfloat16(l_2089.i_2),__nv_bfloat16(l_2089.i_3),__nv_bfloat16(l_2089.i_4),__nv_bfloat16(l_2089.i_5),__nv_bfloat16(l_2089.i_6),__nv_bfloat16(l_2089.i_7),};
buffer_2[l_2061] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2090);
}
const uint32 l_2091 = uint32(5) * blockDimGlobal;
const uint32 l_2092 = threadIdxGlobal + l_2091;
const bool l_2093 = l_2092 < l_1896;
if (l_2093) {
const uint32 l_2094 = uint32(0) + uint32(5);
const uint32 l_2095 = l_2094 * blockDimGlobal;
const uint32 l_2096 = l_2095 + threadIdxGlobal;
const __nv_bfloat16_8 l_2097 = shared_memory_8[l_2096];
const uint32 l_2098 = l_1901 + l_2092;
const uint32_4 l_2099 = reinterpret_cast<uint32_4 const&>(l_2097);
const float_8 l_2100 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_2100;
const uint32 l_2101 = l_2099.i_0;
const uint32 l_2102 = l_2101 << uint32(16);
const float l_2103 = reinterpret_cast<float const&>(l_2102);
l_mut_139.i_0 = l_2103;
const uint32 l_2104 = l_2099.i_0;
const uint32 l_2105 = l_2104 & uint32(4294901760);
const float l_2106 = reinterpret_cast<float const&>(l_2105);
l_mut_139.i_1 = l_2106;
const uint32 l_2107 = l_2099.i_1;
const uint32 l_2108 = l_2107 << uint32(16);
const float l_2109 = reinterpret_cast<float const&>(l_2108);
l_mut_139.i_2 = l_2109;
const uint32 l_2110 = l_2099.i_1;
const uint32 l_2111 = l_2110 & uint32(4294901760);
const float l_2112 = reinterpret_cast<float const&>(l_2111);
l_mut_139.i_3 = l_2112;
const uint32 l_2113 = l_2099.i_2;
const uint32 l_2114 = l_2113 << uint32(16);
const float l_2115 = reinterpret_cast<float const&>(l_2114);
l_mut_139.i_4 = l_2115;
const uint32 l_2116 = l_2099.i_2;
const uint32 l_2117 = l_2116 & uint32(4294901760);
const float l_2118 = reinterpret_cast<float const&>(l_2117);
l_mut_139.i_5 = l_2118;
const uint32 l_2119 = l_2099.i_3;
const uint32 l_2120 = l_2119 << uint32(16);
const float l_2121 = reinterpret_cast<float const&>(l_2120);
l_mut_139.i_6 = l_2121;
const uint32 l_2122 = l_2099.i_3;
const uint32 l_2123 = l_2122 & uint32(4294901760);
const float l_2124 = reinterpret_cast<float const&>(l_2123);
l_mut_139.i_7 = l_2124;
const float_8 l_2125 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2126 = float_8{
l_mut_139.i_0 * l_2125.i_0, l_mut_139.i_1 * l_2125.i_1, l_mut_139.i_2 * l_2125.i_2, l_mut_139.i_3 * l_2125.i_3, l_mut_139.i_4 * l_2125.i_4, l_mut_139.i_5 * l_2125.i_5, l_mut_139.i_6 * l_2125.i_6, l_mut_139.i_7 * l_2125.i_7, };
const __nv_bfloat16_8 l_2127 = __nv_bfloat16_8{
__nv_bfloat16(l_2126.i_0),__nv_bfloat16(l_2126.i_1),__nv_bfloat16(l_2126.i_2),__nv_bfloat16(l_2126.i_3),__nv_bfloat16(l_2126.i_4),__nv_bfloat16(l_2126.i_5),__nv_bfloat16(l_2126.i_6),__nv_bfloat16(l_2126.i_7),};
buffer_2[l_2098] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2127);
}
const uint32 l_2128 = uint32(6) * blockDimGlobal;
const uint32 l_2129 = threadIdxGlobal + l_2128;
const bool l_2130 = l_2129 < l_1896;
if (l_2130) {
const uint32 l_2131 = uint32(0) + uint32(6);
const uint32 l_2132 = l_2131 * blockDimGlobal;
const uint32 l_2133 = l_2132 + threadIdxGlobal;
const __nv_bfloat16_8 l_2134 = shared_memory_8[l_2133];
const uint32 l_2135 = l_1901 + l_2129;
const uint32_4 l_2136 = reinterpret_cast<uint32_4 const&>(l_2134);
const float_8 l_2137 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_2137;
const uint32 l_2138 = l_2136.i_0;
const uint32 l_2139 = l_2138 << uint32(16);
const float l_2140 = reinterpret_cast<float const&>(l_2139);
l_mut_139.i_0 = l_2140;
const uint32 l_2141 = l_2136.i_0;
const uint32 l_2142 = l_2141 & uint32(4294901760);
const float l_2143 = reinterpret_cast<float const&>(l_2142);
l_mut_139.i_1 = l_2143;
const uint32 l_2144 = l_2136.i_1;
const uint32 l_2145 = l_2144 << uint32(16);
const float l_2146 = reinterpret_cast<float const&>(l_2145);
l_mut_139.i_2 = l_2146;
const uint32 l_2147 = l_2136.i_1;
const uint32 l_2148 = l_2147 & uint32(4294901760);
const float l_2149 = reinterpret_cast<float const&>(l_2148);
l_mut_139.i_3 = l_2149;
const uint32 l_2150 = l_2136.i_2;
const uint32 l_2151 = l_2150 << uint32(16);
const float l_2152 = reinterpret_cast<float const&>(l_2151);
l_mut_139.i_4 = l_2152;
const uint32 l_2153 = l_2136.i_2;
const uint32 l_2154 = l_2153 & uint32(4294901760);
const float l_2155 = reinterpret_cast<float const&>(l_2154);
l_mut_139.i_5 = l_2155;
const uint32 l_2156 = l_2136.i_3;
const uint32 l_2157 = l_2156 << uint32(16);
const float l_2158 = reinterpret_cast<float const&>(l_2157);
l_mut_139.i_6 = l_2158;
const uint32 l_2159 = l_2136.i_3;
const uint32 l_2160 = l_2159 & uint32(4294901760);
const float l_2161 = reinterpret_cast<float const&>(l_2160);
l_mut_139.i_7 = l_2161;
const float_8 l_2162 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2163 = float_8{
l_mut_139.i_0 * l_2162.i_0, l_mut_139.i_1 * l_2162.i_1, l_mut_139.i_2 * l_2162.i_2, l_mut_139.i_3 * l_2162.i_3, l_mut_139.i_4 * l_2162.i_4, l_mut_139.i_5 * l_2162.i_5, l_mut_139.i_6 * l_2162.i_6, l_mut_139.i_7 * l_2162.i_7, };
const __nv_bfloat16_8 l_2164 = __nv_bfloat16_8{
__nv_bfloat16(l_2163.i_0),__nv_bfloat16(l_2163.i_1),__nv_bfloat16(l_2163.i_2),__nv_bfloat16(l_2163.i_3),__nv_bfloat16(l_2163.i_4),__nv_bfloat16(l_2163.i_5),__nv_bfloat16(l_2163.i_6),__nv_bfloat16(l_2163.i_7),};
buffer_2[l_2135] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2164);
}
const uint32 l_2165 = uint32(7) * blockDimGlobal;
const uint32 l_2166 = threadIdxGlobal + l_2165;
const bool l_2167 = l_2166 < l_1896;
if (l_2167) {
const uint32 l_2168 = uint32(0) + uint32(7);
const uint32 l_2169 = l_2168 * blockDimGlobal;
const uint32 l_2170 = l_2169 + threadIdxGlobal;
const __nv_bfloat16_8 l_2171 = shared_memory_8[l_2170];
const uint32 l_2172 = l_1901 + l_2166;
const uint32_4 l_2173 = reinterpret_cast<uint32_4 const&>(l_2171);
const float_8 l_2174 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_139 = l_2174;
const uint32 l_2175 = l_2173.i_0;
const uint32 l_2176 = l_2175 << uint32(16);
const float l_2177 = reinterpret_cast<float const&>(l_2176);
l_mut_139.i_0 = l_2177;
const uint32 l_2178 = l_2173.i_0;
const uint32 l_2179 = l_2178 & uint32(4294901760);
const float l_2180 = reinterpret_cast<float const&>(l_2179);
l_mut_139.i_1 = l_2180;
const uint32 l_2181 = l_2173.i_1;
const uint32 l_2182 = l_2181 << uint32(16);
const float l_2183 = reinterpret_cast<float const&>(l_2182);
l_mut_139.i_2 = l_2183;
const uint32 l_2184 = l_2173.i_1;
const uint32 l_2185 = l_2184 & uint32(4294901760);
const float l_2186 = reinterpret_cast<float const&>(l_2185);
l_mut_139.i_3 = l_2186;
const uint32 l_2187 = l_2173.i_2;
const uint32 l_2188 = l_2187 << uint32(16);
const float l_2189 = reinterpret_cast<float const&>(l_2188);
l_mut_139.i_4 = l_2189;
const uint32 l_2190 = l_2173.i_2;
const uint32 l_2191 = l_2190 & uint32(4294901760);
const float l_2192 = reinterpret_cast<float const&>(l_2191);
l_mut_139.i_5 = l_2192;
const uint32 l_2193 = l_2173.i_3;
const uint32 l_2194 = l_2193 << uint32(16);
const float l_2195 = reinterpret_cast<float const&>(l_2194);
l_mut_139.i_6 = l_2195;
const uint32 l_2196 = l_2173.i_3;
const uint32 l_2197 = l_2196 & uint32(4294901760);
const float l_2198 = reinterpret_cast<float const&>(l_2197);
l_mut_139.i_7 = l_2198;
const float_8 l_2199 = float_8{
l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,l_1905,};
const float_8 l_2200 = float_8{
l_mut_139.i_0 * l_2199.i_0, l_mut_139.i_1 * l_2199.i_1, l_mut_139.i_2 * l_2199.i_2, l_mut_139.i_3 * l_2199.i_3, l_mut_139.i_4 * l_2199.i_4, l_mut_139.i_5 * l_2199.i_5, l_mut_139.i_6 * l_2199.i_6, l_mut_139.i_7 * l_2199.i_7, };
const __nv_bfloat16_8 l_2201 = __nv_bfloat16_8{
__nv_bfloat16(l_2200.i_0),__nv_bfloat16(l_2200.i_1),__nv_bfloat16(l_2200.i_2),__nv_bfloat16(l_2200.i_3),__nv_bfloat16(l_2200.i_4),__nv_bfloat16(l_2200.i_5),__nv_bfloat16(l_2200.i_6),__nv_bfloat16(l_2200.i_7),};
buffer_2[l_2172] = reinterpret_cast< __nv_bfloat16_8 const&>(l_2201);
}
l_mut_13 = l_mut_13 + gridDimGlobal;
}

}
